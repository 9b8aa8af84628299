/* _Generic written out in a region: the controlling expression's type after
   lvalue conversion selects (a char is char, 'a' is int, c + c is int, an
   array is a pointer), and a selected function designator is called. */
#include <math.h>
#include <stdio.h>

int
main(void)
{
	int r[5];
	double d[2];

#pragma omp target map(from: r, d)
	{
		char c = 0;
		const short s = 1;
		int a[2] = {0, 0};
		float f = 2;
		r[0] = _Generic(c, char: 1, int: 2, float: 3, default: 0);
		r[1] = _Generic('a', char: 1, int: 2, float: 3, default: 0);
		r[2] = _Generic(c + c, char: 1, int: 2, default: 0);
		r[3] = _Generic(s, short: 1, int: 2, default: 0);
		r[4] = _Generic(a, int *: 1, default: 0);
		d[0] = _Generic(f, float: sqrtf, double: sqrt)(f);
		d[1] = _Generic(1.0, float: f, double: f / 3.0);
	}
	for (int i = 0; i < 5; i++)
		printf("%d ", r[i]);
	printf("%.13g %.13g\n", d[0], d[1]);
	return 0;
}
