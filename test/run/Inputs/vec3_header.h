/* A user header whose types have the names of CUDA's vector types. */
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
