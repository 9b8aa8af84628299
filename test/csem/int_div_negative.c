/* Integer division truncates toward zero; % takes the sign of the dividend;
   >> of a negative int is arithmetic with gcc. */
#include <stdio.h>

int
main(void)
{
	int r[6];
	int a = -7;

#pragma omp target map(from: r)
	{
		r[0] = a / 2;
		r[1] = a % 2;
		r[2] = 7 / -2;
		r[3] = 7 % -2;
		r[4] = a >> 1;
		r[5] = -8 >> 2;
	}
	for (int i = 0; i < 6; i++)
		printf("r[%d] = %d\n", i, r[i]);
	return 0;
}
