/* _Generic selects by the controlling expression's type after lvalue conversion:
   a char is char, 'a' is int, 1.0f is float. */
#include <stdio.h>

#define KIND(x) _Generic((x), char: 1, int: 2, float: 3, double: 4, default: 0)

int
main(void)
{
	int r[5];

#pragma omp target map(from: r)
	{
		char c = 0;
		r[0] = KIND(c);
		r[1] = KIND('a');
		r[2] = KIND(1.0f);
		r[3] = KIND(c + c);
		r[4] = KIND(2.0);
	}
	for (int i = 0; i < 5; i++)
		printf("%d ", r[i]);
	printf("\n");
	return 0;
}
