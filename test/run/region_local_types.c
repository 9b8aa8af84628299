// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
// Structs, unions, enums and typedefs that a region's code declares, and
// that a function the region calls declares: the kernel's and the host
// fallback's copies of the code declare them where they are written, as
// C gives them (a conversion of an int to one of the enums, ++ of one).
#include <omp.h>
#include <stdio.h>

struct vec {
	float x, y;
};

static float dot(struct vec a, struct vec b)
{
	struct acc {
		float s;
		int n;
	} t = {0, 0};
	enum step { ONE = 1, TWO } k = TWO;
	t.s = a.x * b.x + a.y * b.y;
	t.n += k;
	return t.s * t.n;
}

int main(void)
{
	enum { N = 256 };
	static float out[N], team[16], serial[4];
#pragma omp target teams distribute parallel for map(from: out)
	for (int i = 0; i < N; i++) {
		struct pair {
			int lo, hi;
		} p = {i, i + 1};
		typedef struct pair pair_t;
		union bits {
			float f;
			unsigned u;
		} b;
		enum mode { ADD = 2, MUL } m = (i % 2) ? MUL : ADD;
		enum { LOW = 1, HIGH } h = HIGH;
		pair_t q = p;
		struct vec v = {(float)q.lo, (float)q.hi};
		b.u = 0x40000000u; /* 2.0f */
		m++;
		h = LOW;
		out[i] = dot(v, v) * b.f + m + h;
	}
#pragma omp target teams num_teams(16) map(from: team)
	{
		int id = omp_get_team_num();
		float sum = 0;
#pragma omp parallel reduction(+: sum)
		{
			struct cell {
				int id;
				float w;
			} c = {id, 0.5f};
			sum += c.w * (c.id == id);
		}
		team[id] = id + (sum > 0);
	}
#pragma omp target map(from: serial)
	{
		struct node {
			int v;
			struct node *next;
		} a = {1, 0}, b = {2, &a};
		for (int i = 0; i < 4; i++)
			serial[i] = b.v + b.next->v + i;
	}
	int bad = 0;
	for (int i = 0; i < N; i++) {
		float d = (float)i * i + (float)(i + 1) * (i + 1);
		bad += out[i] != d * 2 * 2 + ((i % 2) ? 4 : 3) + 1;
	}
	for (int t = 0; t < 16; t++)
		bad += team[t] != t + 1;
	for (int i = 0; i < 4; i++)
		bad += serial[i] != 3 + i;
	printf(bad ? "FAIL %d\n" : "PASS\n", bad);
	return bad != 0;
}
