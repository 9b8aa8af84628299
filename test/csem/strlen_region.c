/* strlen and strcmp of <string.h> in a region. */
#include <stdio.h>
#include <string.h>

int
main(void)
{
	long r[2];

#pragma omp target map(from: r)
	{
		char s[] = "differential";
		r[0] = strlen(s);
		r[1] = strcmp(s, "diff") > 0;
	}
	printf("%ld %ld\n", r[0], r[1]);
	return 0;
}
