// A class template whose members hold only data directives, instantiated
// with a class declared after it (the CRTP pattern: struct D : Keep<D>):
// the instance's type alias in the host file would come before the
// class it names, so it is a located error, not a host compiler error.
// RUN: not %omp2cuda -c %s -o %t.o 2>&1 | FileCheck %s --implicit-check-not=error:
template <typename T>
struct Keep {
	T *self;
// CHECK: :[[@LINE+1]]:2: error: a target construct in a template instantiated with 'Node', declared after the template, is not supported yet
	Keep(T *p) : self(p)
	{
		T *q = p;
#pragma omp target enter data map(to: q[0:1])
	}
};

struct Node : Keep<Node> {
	int v;
	Node() : Keep<Node>(this), v(1) {}
};

int main(void)
{
	Node n;
	return n.v != 1;
}
