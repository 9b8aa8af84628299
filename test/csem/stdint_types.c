/* <stdint.h> types in a region: int8_t wraps on conversion, uint64_t
   arithmetic wraps, INT64_MIN and the limits macros. */
#include <stdint.h>
#include <stdio.h>

int
main(void)
{
	int64_t r[5];

#pragma omp target map(from: r)
	{
		int8_t b = (int8_t)200;
		uint16_t h = 65535;
		uint64_t w = UINT64_MAX;
		r[0] = b;
		r[1] = (uint16_t)(h + 1);
		r[2] = (int64_t)(w * 3);
		r[3] = INT64_MIN / 2;
		r[4] = INT8_MIN - 1;
	}
	for (int i = 0; i < 5; i++)
		printf("r[%d] = %lld\n", i, (long long)r[i]);
	return 0;
}
