/* Wide character constants have type wchar_t (int here), and L'a' is usable in
   integer arithmetic with int's promotions. */
#include <stdio.h>
#include <wchar.h>

int
main(void)
{
	long r[3];

#pragma omp target map(from: r)
	{
		r[0] = sizeof(L'a');
		r[1] = L'a' + 1;
		r[2] = (L'\xffff' + 1) > 0;
	}
	for (int i = 0; i < 3; i++)
		printf("r[%d] = %ld\n", i, r[i]);
	return 0;
}
