/* A user header whose types have the names of CUDA's vector types. */
/*
 * Line 00 of a long comment: the declarations below lie further into this header
 * Line 01 of a long comment: the declarations below lie further into this header
 * Line 02 of a long comment: the declarations below lie further into this header
 * Line 03 of a long comment: the declarations below lie further into this header
 * Line 04 of a long comment: the declarations below lie further into this header
 * Line 05 of a long comment: the declarations below lie further into this header
 * Line 06 of a long comment: the declarations below lie further into this header
 * Line 07 of a long comment: the declarations below lie further into this header
 * Line 08 of a long comment: the declarations below lie further into this header
 * Line 09 of a long comment: the declarations below lie further into this header
 * Line 10 of a long comment: the declarations below lie further into this header
 * Line 11 of a long comment: the declarations below lie further into this header
 * Line 12 of a long comment: the declarations below lie further into this header
 * Line 13 of a long comment: the declarations below lie further into this header
 * Line 14 of a long comment: the declarations below lie further into this header
 * Line 15 of a long comment: the declarations below lie further into this header
 * Line 16 of a long comment: the declarations below lie further into this header
 * Line 17 of a long comment: the declarations below lie further into this header
 * Line 18 of a long comment: the declarations below lie further into this header
 * Line 19 of a long comment: the declarations below lie further into this header
 * Line 20 of a long comment: the declarations below lie further into this header
 * Line 21 of a long comment: the declarations below lie further into this header
 * Line 22 of a long comment: the declarations below lie further into this header
 * Line 23 of a long comment: the declarations below lie further into this header
 * Line 24 of a long comment: the declarations below lie further into this header
 * Line 25 of a long comment: the declarations below lie further into this header
 * Line 26 of a long comment: the declarations below lie further into this header
 * Line 27 of a long comment: the declarations below lie further into this header
 * Line 28 of a long comment: the declarations below lie further into this header
 * Line 29 of a long comment: the declarations below lie further into this header
 * Line 30 of a long comment: the declarations below lie further into this header
 * Line 31 of a long comment: the declarations below lie further into this header
 * Line 32 of a long comment: the declarations below lie further into this header
 * Line 33 of a long comment: the declarations below lie further into this header
 * Line 34 of a long comment: the declarations below lie further into this header
 * Line 35 of a long comment: the declarations below lie further into this header
 * Line 36 of a long comment: the declarations below lie further into this header
 * Line 37 of a long comment: the declarations below lie further into this header
 * Line 38 of a long comment: the declarations below lie further into this header
 * Line 39 of a long comment: the declarations below lie further into this header
 * than the including file is long.
 */
#ifndef VEC3_HEADER_H
#define VEC3_HEADER_H
struct float3 {
	float x, y, z;
};
struct uchar4 {
	unsigned char r, g, b, a;
};
#pragma omp declare target
static inline float dot3(struct float3 a, struct float3 b)
{
	return a.x * b.x + a.y * b.y + a.z * b.z;
}
#pragma omp end declare target
#endif
