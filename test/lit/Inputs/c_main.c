/* The C part of a mixed program (driver_cxx.test). */
#include <stdio.h>

int cxx_sum(int n);

int main(void)
{
	int s = cxx_sum(10);
	printf("%s %d\n", s == 2 + 2 + 2 + 3 + 4 + 5 + 6 + 7 + 8 + 9 ? "PASS" : "FAIL", s);
	return 0;
}
