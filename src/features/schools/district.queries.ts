import { queryOptions } from '@tanstack/react-query'
import { fetchDistrict } from './district.functions'

export const districtQuery = () => queryOptions({ queryKey: ['district'], queryFn: () => fetchDistrict() })
