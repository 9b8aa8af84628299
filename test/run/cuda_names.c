// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
// Names CUDA C++ declares too, given by the file to its own types,
// functions, variables and enumerators that device code uses: the .cu
// file renames them, so that device code computes what the same C
// computes (min(-1, 3u) is C's min(int, int), not CUDA's unsigned one).

#include <stdio.h>

typedef struct { double x, y; } float2;
struct dim3 { int a, b, c; };
enum mode { all, any = 3 };

static int
min(int a, int b)
{
	return a < b ? a : b;
}

static double
rsqrt(double x)
{
	return 2 * x; /* not CUDA's 1/sqrt */
}

static long
make_int2(long a, long b)
{
	return a * 100 + b;
}

static float2
norm(float2 v, struct dim3 d)
{
	float2 r = {v.x * d.a, v.y * d.b};
	return r;
}

int warpSize = 5;
#pragma omp declare target(warpSize)
double max[4] = {1, 2, 3, 4};

/* the computation, on the host and in a function the region calls */
static void
compute(double *r, const float2 *pts)
{
	struct dim3 d = {2, 3, 4};
	float2 v = norm(pts[1], d);
	r[0] = min(-1, 3u);
	r[1] = rsqrt(4.0);
	r[2] = make_int2(3, 4);
	r[3] = v.x + v.y;
	r[4] = warpSize + any + all;
	r[5] = sizeof(float2) + sizeof(struct dim3);
}

int
main(void)
{
	float2 pts[4] = {{1, 2}, {3, 4}, {5, 6}, {7, 8}};
	double host[12], dev[12];
	int bad = 0;

	compute(host, pts);
	compute(host + 6, pts);
	host[11] += max[3];
#pragma omp target map(from: dev) map(to: pts, max)
	{
		struct dim3 d = {2, 3, 4};
		float2 v = norm(pts[1], d);
		compute(dev, pts);
		dev[6] = min(-1, 3u);
		dev[7] = rsqrt(4.0);
		dev[8] = make_int2(3, 4);
		dev[9] = v.x + v.y;
		dev[10] = warpSize + any + all;
		dev[11] = max[3] + sizeof(float2) + sizeof(struct dim3);
	}
	for (int i = 0; i < 12; i++)
		if (dev[i] != host[i]) {
			printf("r[%d]: %g, host %g\n", i, dev[i], host[i]);
			bad = 1;
		}
	printf("%s\n", bad ? "FAIL" : "PASS");
	return bad;
}
