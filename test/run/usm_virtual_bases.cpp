// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// RUN: %omp2cuda -O2 %s -o %t && env OMP_TARGET_OFFLOAD=DISABLED %t | FileCheck %s
// CHECK: PASS
// Under requires unified_shared_memory, a host object of a class with a
// virtual base used in a target region (the object implicitly mapped): the device reaches the virtual
// base through the object's virtual table at its host address (page-locked
// read-only by the runtime), and the base's heap array through the host's
// pointer.
#include <cstdio>

#pragma omp requires unified_shared_memory

struct Store {
	int *cells;
	int n;
	explicit Store(int k) : cells(new int[k]), n(k)
	{
		for (int i = 0; i < n; i++)
			cells[i] = i;
	}
	~Store() { delete[] cells; }
	void fill(int v)
	{
		for (int i = 0; i < n; i++)
			cells[i] = v + i;
	}
};

struct Left : virtual Store {
	int l = 1;
	Left() : Store(64) {}
};

struct Both : Left {
	int r = 2;
	int b;
	explicit Both(int x) : Store(128), b(x) {}
	int sum() const
	{
		int s = l + r + b;
		for (int i = 0; i < n; i++)
			s += cells[i];
		return s;
	}
};

int main()
{
	Both obj(40);
	int total = 0;
#pragma omp target map(tofrom: total)
	{
		obj.fill(3);
		total = obj.sum();
	}
	int want = 1 + 2 + 40;
	for (int i = 0; i < 128; i++)
		want += 3 + i;
	int bad = total != want || obj.cells[127] != 130;
	std::printf("%s\n", bad ? "FAIL" : "PASS");
	return bad;
}
