/* Enumeration constants have type int (C11 6.4.4.3); the enum type here is
   unsigned int-sized; a negative constant makes it signed. */
#include <stdio.h>

enum small { A = 1, B = 2 };
enum neg { N = -1, P = 1 };

int
main(void)
{
	long r[4];

#pragma omp target map(from: r)
	{
		enum small s = A;
		enum neg n = N;
		r[0] = sizeof(A);
		r[1] = sizeof s;
		r[2] = n < 0;
		r[3] = (enum small)0 - 1 < 0;
	}
	for (int i = 0; i < 4; i++)
		printf("r[%d] = %ld\n", i, r[i]);
	return 0;
}
