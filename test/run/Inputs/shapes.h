/* Helpers a test's regions call (header_functions.c): static inline
 * functions of a header, one calling another, and a type. */
#ifndef SHAPES_H
#define SHAPES_H

struct box {
	int w, h;
};

static inline int
area(struct box b)
{
	return b.w * b.h;
}

static inline int
volume(struct box b, int d)
{
	return area(b) * d;
}

static inline int
host_only_twice(int x)
{
	return 2 * x;
}
#endif
