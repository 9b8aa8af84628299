// RUN: not %omp2cuda %s -o %t 2>&1 | FileCheck %s
// Types that device code declares and that CUDA C++ would read otherwise
// than C: each an error at the user's line.

int main(void)
{
	int r[64];
#pragma omp target teams distribute parallel for map(from: r)
	for (int i = 0; i < 64; i++) {
		struct outer {
			// CHECK: :[[@LINE+1]]:4: error: a struct, union or enum declared inside a struct or union in device code is not supported yet
			struct inner {
				int a;
			} in;
			int b;
		} o = {{i}, 1};
		enum { LOW = 1, HIGH } h = HIGH;
		// CHECK: :[[@LINE+1]]:7: error: a conversion from 'int' to 'enum {{.*}}' in device code is not supported yet: it needs a cast to {{.*}} an untagged type that device code declares
		h = 1;
		r[i] = o.in.a + o.b + h;
	}
#pragma omp target teams num_teams(4) map(tofrom: r)
	{
		// CHECK: :[[@LINE+1]]:3: error: a type declared in the sequential part of a teams region is not supported yet
		struct cell {
			int id;
		} c = {0};
#pragma omp parallel
		r[c.id] = 1;
	}
	return r[0];
}
