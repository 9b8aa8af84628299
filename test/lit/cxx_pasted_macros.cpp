// RUN: %omp2cuda --emit-cuda %s -o - | FileCheck %s
// A macro that device code reaches only through a token paste, whose
// name no text of the region or of the macros it names spells: the .cu
// file defines it, as its replacement list spells code of the region.
// CHECK: #define clamp_int_sat(x) ((x) > 255 ? 255 : ((x) < 0 ? 0 : (x)))
// CHECK-NOT: #define clamp_short_sat
// CHECK: #define CAT3(a, b, c) CAT3_(a, b, c)
// CHECK: #define SAT(x) CAT3(clamp_, ELEM, _sat)((x))
// CHECK: #define SCALE_R 3
// CHECK-NOT: #define SCALE_G
// CHECK: #define SCALE(ch) CAT(SCALE_, ch)
// CHECK: out[i] = SAT(in[i] * SCALE(R));

#define clamp_int_sat(x) ((x) > 255 ? 255 : ((x) < 0 ? 0 : (x)))
#define clamp_short_sat(x) ((short)((x) > 99 ? 99 : (x)))
#define CAT3_(a, b, c) a##b##c
#define CAT3(a, b, c) CAT3_(a, b, c)
#define CAT_(a, b) a##b
#define CAT(a, b) CAT_(a, b)
#define ELEM int
#define SAT(x) CAT3(clamp_, ELEM, _sat)((x))
#define SCALE_R 3
#define SCALE_G 5
#define SCALE(ch) CAT(SCALE_, ch)

void f(int n, const int *in, int *out)
{
#pragma omp target teams distribute parallel for map(to: in[0:n]) map(from: out[0:n])
	for (int i = 0; i < n; i++)
		out[i] = SAT(in[i] * SCALE(R));
}
