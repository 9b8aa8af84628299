// RUN: %omp2cuda++ --emit-cuda %s -o - | FileCheck %s
// RUN: %omp2cuda++ -c %s -o %t.o
// Divisors known at launch in a function template's region: the
// instances share the region's text, and so its edits.  A division whose
// type is the template parameter's (int in one instance, long long in
// another) stays as written; one in int in every instance takes its
// multiplier (frontend/divisors.c, every_instance).
template <class T>
void
g(T n, int w, long long *a, int cnt)
{
#pragma omp target teams distribute parallel for map(from: a[0:cnt])
	for (int i = 0; i < cnt; i++)
		a[i] = (long long)((T)i * (T)100000 % n) + i / w;
}

void
run(long long *a, long long *b)
{
	g<int>(7, 3, a, 100);
	g<long long>(3000000007LL, 5, b, 100);
}

// CHECK: a[i] = (long long)((T)i * (T)100000 % n) + o2c_div_s32(i , w, o2c_div_w);
// CHECK-NOT: o2c_rem_s32(
