// A fresh database of its own on the PostgreSQL server the bench was given, dropped after.
import { randomUUID } from 'node:crypto'
import pg from 'pg'

export interface BenchPostgres {
  url: string
  drop: () => Promise<void>
}

async function onServer(serverUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: serverUrl })
  await client.connect()
  try {
    await client.query(statement)
  } finally {
    await client.end()
  }
}

export async function createBenchPostgres(serverUrl: string): Promise<BenchPostgres> {
  const name = `codeschool_bench_${randomUUID().replaceAll('-', '').slice(0, 16)}`
  await onServer(serverUrl, `create database "${name}"`)
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    drop: () => onServer(serverUrl, `drop database if exists "${name}" with (force)`),
  }
}
