// Constructors and destructors of a class device code uses that device
// code does not call: the .cu file's class declares them without their
// bodies and member initializers, which name what only the host has
// (a global counter, a function of this file); nvcc compiles it.  One
// device code calls keeps both (a temporary's destructor too, which its
// full expression's end calls); a constexpr one keeps its body.  A macro
// may begin the constructor's declaration.
// RUN: %omp2cuda -c %s -o %t.o
// RUN: %omp2cuda --emit-cuda %s -o - | FileCheck %s
static int live = 0;
static int next_id(int step = 1 > 0 ? 1 : 2) { return live += step; }

struct Cell {
	double v[4];
	int id;
// CHECK: struct Cell {
// CHECK: Cell() ;
	Cell() : v{0, 0, 0, 0}, id(next_id()) { ++live; }
// CHECK-NEXT: Cell(const Cell &o) ;
	Cell(const Cell &o) : id(next_id((o.id > 0) ? 2 : 3))
	{
		for (int i = 0; i < 4; i++)
			v[i] = o.v[i];
	}
// CHECK: ~Cell() ;
	~Cell() { --live; }
// CHECK-NEXT: constexpr Cell(int a, int b) : v{}, id(a + b) {}
	constexpr Cell(int a, int b) : v{}, id(a + b) {}
// CHECK-NEXT: __device__ double sum() const
	double sum() const { return v[0] + v[1] + v[2] + v[3]; }
};

struct Dot {
	double x;
// CHECK: struct Dot {
// CHECK: __device__ Dot(double a) : x(a) {}
	Dot(double a) : x(a) {}
// CHECK-NEXT: __device__ ~Dot() { x = 0; }
	~Dot() { x = 0; }
// CHECK-NEXT: __device__ double twice() const
	double twice() const { return 2 * x; }
};

#define INLINE inline
struct Strike {
	double k;
// CHECK: struct Strike {
// CHECK: INLINE Strike(double K) ;
	INLINE Strike(double K) : k(K) { ++live; }
// CHECK-NEXT: __device__ INLINE double payoff(double s) const
	INLINE double payoff(double s) const { return s > k ? s - k : 0; }
};

void fill(Cell *cells, int n, Strike st)
{
#pragma omp target teams distribute parallel for map(tofrom: cells[0:n])
	for (int i = 0; i < n; i++)
		cells[i].v[0] = cells[i].sum() + Dot(0.25 * i).twice() + st.payoff(i);
}
