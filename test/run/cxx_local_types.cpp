// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
// Classes, unions and enums that a region's code declares, and that
// functions the region calls declare: their member functions (with
// constructors, operators, `this`) are compiled for the device where the
// code declares them, and `this` in them is the local object, not an
// object the region maps.
#include <cstdio>

#pragma omp declare target
class Rng {
	unsigned x;

public:
	Rng(unsigned seed) : x(seed) {}
	int next()
	{
		x ^= x << 13;
		x ^= x >> 17;
		x ^= x << 5;
		return (int)(x & 0xffff);
	}
	float operator()()
	{
		union {
			float f;
			int i;
		} u;
		u.i = (next() & ((1 << 23) - 1)) | 0x3f800000;
		return u.f - 1.0f;
	}
};
#pragma omp end declare target

inline int depth(const char *s, int n)
{
	struct {
		int open;
		int max;
	} level[4], *p = level;
	p->open = p->max = 0;
	for (int k = 0; k < n; k++) {
		p->open += s[k] == '(' ? 1 : s[k] == ')' ? -1 : 0;
		if (p->open > p->max)
			p->max = p->open;
	}
	return p->max;
}

template <class T> T scaled(T v)
{
	struct Scale {
		T by;
		T apply(T x) const { return x * by; }
	} s{T(3)};
	return s.apply(v);
}

class Grid {
	int base = 7;

public:
	int run(int *out, int n);
};

int Grid::run(int *out, int n)
{
	int b = base; /* the region uses its own copy of the member */
#pragma omp target teams distribute parallel for map(from: out[0:n])
	for (int i = 0; i < n; i++) {
		struct Acc {
			int sum = 0;
			int count;
			Acc(int c) : count(c) {}
			Acc &add(int v)
			{
				this->sum += v;
				count++;
				return *this;
			}
			int mean() const { return sum / count; }
			struct Part {
				int w;
				int twice() const { return 2 * w; }
			};
		} acc(1);
		enum class Kind { Even = 10, Odd = 20 } kind = i % 2 ? Kind::Odd : Kind::Even;
		using part_t = Acc::Part;
		part_t part{i};
		acc.add(part.twice()).add(b);
		out[i] = acc.mean() + (int)kind;
	}
	return 0;
}

int main()
{
	const int n = 300;
	static float r[n];
	static int d[n], g[n];
	static double s[n];
	const char *text = "((a)(b((c))))";
#pragma omp target teams distribute parallel for map(from: r, d, s) map(to: text[0:14])
	for (int i = 0; i < n; i++) {
		Rng rng(1234u + i);
		r[i] = rng() + rng();
		d[i] = depth(text, i % 14);
		s[i] = scaled(0.5 * i) + scaled(i);
	}
	Grid grid;
	grid.run(g, n);
	int bad = 0;
	for (int i = 0; i < n; i++) {
		Rng rng(1234u + i);
		float want = rng();
		want += rng();
		bad += r[i] != want || d[i] != depth(text, i % 14) || s[i] != 1.5 * i + 3 * i;
		bad += g[i] != (2 * i + 7) / 3 + (i % 2 ? 20 : 10);
	}
	printf(bad ? "FAIL %d\n" : "PASS\n", bad);
	return bad != 0;
}
