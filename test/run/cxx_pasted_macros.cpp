// Macros whose names device code spells only through token pastes: a
// saturating cast chosen by pasting the element type's name onto a
// prefix (`CAT3(clamp_, ELEM, _sat)` makes `clamp_int_sat`), and a
// scale factor named by pasting a channel's suffix.  The .cu file must
// define every macro the expansion reaches, which no text of the region
// names; the region's results are checked against the host's.
// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
#include <cstdio>

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

const int N = 1000;

int main()
{
	static int in[N], out[N], want[N];
	int bad = 0;

	for (int i = 0; i < N; i++) {
		in[i] = (i * 37) % 200 - 50;
		want[i] = clamp_int_sat(in[i] * SCALE_R) + clamp_int_sat(in[i] * SCALE_G);
	}
#pragma omp target teams distribute parallel for map(to: in) map(from: out)
	for (int i = 0; i < N; i++)
		out[i] = SAT(in[i] * SCALE(R)) + SAT(in[i] * SCALE(G));
	for (int i = 0; i < N; i++)
		if (out[i] != want[i]) {
			printf("out[%d] = %d, want %d\n", i, out[i], want[i]);
			bad = 1;
			break;
		}
	printf("%s\n", bad ? "FAIL" : "PASS");
	return bad;
}
