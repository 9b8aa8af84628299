/* Reading a union member other than the one last stored reinterprets the bytes
   (C11 6.5.2.3 note 95): the bits of 1.0f, the low byte of an int. */
#include <stdio.h>

union fu {
	float f;
	unsigned u;
	unsigned char b[4];
};

int
main(void)
{
	unsigned r[3];

#pragma omp target map(from: r)
	{
		union fu x;
		x.f = 1.0f;
		r[0] = x.u;
		x.u = 0x01020304;
		r[1] = x.b[0];
		r[2] = sizeof(union fu);
	}
	printf("%#x %u %u\n", r[0], r[1], r[2]);
	return 0;
}
