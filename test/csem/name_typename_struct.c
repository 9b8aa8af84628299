/* A struct tag and an ordinary identifier with the same name (separate name
   spaces in C; in C++ the tag is also a type name). */
#include <stdio.h>

struct node {
	int v;
};

int
main(void)
{
	int r[1];

#pragma omp target map(from: r)
	{
		struct node node = {9};
		int sum = node.v;
		struct node other = {1};
		r[0] = sum + other.v;
	}
	printf("%d\n", r[0]);
	return 0;
}
