// RUN: not %omp2cuda --emit-cuda %s -o /dev/null 2>&1 | FileCheck %s
// A file-scope object whose struct type has no tag or typedef name: the
// kernel's parameter cannot spell its type (clang's spelling is
// "struct (unnamed at ...)"), an error before nvcc.  A typedef name or a
// member of such a type is fine.

struct { int a, b; } g;
static struct { double w; int k; } tbl[4];
typedef struct { int q; } T;
struct outer { struct { int x; } in; } o;

int
main(void)
{
	T t = {5};
	// CHECK-DAG: :[[@LINE+2]]:32: error: 'struct (unnamed at {{.*}}diag_anonymous_struct.c:7:1)' has no tag or typedef name: not supported yet in device code
	// CHECK-DAG: :[[@LINE+1]]:35: error: 'struct (unnamed at {{.*}}diag_anonymous_struct.c:8:8)' has no tag
#pragma omp target map(tofrom: g, tbl) map(to: t, o)
	g.a += g.b + t.q + o.in.x + tbl[1].k;
	return g.a;
}
