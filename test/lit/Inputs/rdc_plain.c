/* An ordinary file: its declare target function is its own regions'. */
#include <stdio.h>
#pragma omp declare target
int twice(int x) { return 2 * x; }
#pragma omp end declare target
int main(void)
{
	int r = 0;
#pragma omp target map(from: r)
	r = twice(21);
	puts(r == 42 ? "PASS" : "FAIL");
	return r != 42;
}
