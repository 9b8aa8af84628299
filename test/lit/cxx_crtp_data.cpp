// A class template instantiated with a class declared after it (the CRTP:
// struct Node : Keep<Node>), whose members hold data directives and a
// kernel: the host file declares the class before the template, where
// the condition that selects the instantiation names it, and the
// descriptor of the kernel's region, which the template's code calls;
// the region's host fallback, which needs the class complete, comes after
// the class's definition.
// RUN: %omp2cuda --emit-host %s -o - | FileCheck %s
// RUN: %omp2cuda -c %s -o %t.o
// CHECK: {{^}}struct Node; /* named by instantiation Keep<Node>::Keep before its definition */
// CHECK-NEXT: namespace o2c_i{{[0-9]+}} { static O2cRegion *o2c_region_cxx_crtp_data_[[@LINE+22]]_Node(void); } /* Keep<Node>::bump, defined below */
// CHECK-NOT: host fallback
// CHECK: template <typename T>
// CHECK: if constexpr (__is_same(T, Node)) /* Keep<Node>::Keep */
// CHECK: o2c_data_begin(
// CHECK: struct Node : Keep<Node> {
// CHECK: };
// CHECK: namespace o2c_i{{[0-9]+}} {
// CHECK-NEXT: using T = Node;
// CHECK: host fallback of o2c_cxx_crtp_data_[[@LINE+13]]_Node
// CHECK: int main(void)
template <typename T>
struct Keep {
	T *self;
	Keep(T *p) : self(p)
	{
		T *q = p;
#pragma omp target enter data map(to: q[0:1])
	}
	void bump()
	{
		T *q = self;
#pragma omp target
		q->v += 1;
	}
};

struct Node : Keep<Node> {
	int v;
	Node() : Keep<Node>(this), v(1) {}
};

int main(void)
{
	Node n;
	n.bump();
	return n.v != 2;
}
