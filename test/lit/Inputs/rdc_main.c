/* A region calling a declare target function and naming a declare
 * target variable that another file defines (rdc_link.test). */
#include <stdio.h>

#pragma omp declare target
int twice(int x);
extern int scale;
static int plus_one(int x) { return x + 1; }
#pragma omp end declare target

int main(void)
{
	int a[64], bad = 0;

	scale = 3;
#pragma omp target update to(scale)
#pragma omp target teams distribute parallel for map(from: a)
	for (int i = 0; i < 64; i++)
		a[i] = plus_one(twice(i)) * scale;
	for (int i = 0; i < 64; i++)
		bad += a[i] != (2 * i + 1) * 3;
	puts(bad ? "FAIL" : "PASS");
	return bad != 0;
}
