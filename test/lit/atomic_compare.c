// RUN: %omp2cuda --emit-cuda %s -o - | FileCheck %s
// RUN: %omp2cuda --emit-host %s -o - | FileCheck %s --check-prefix=HOST
// atomic compare (OpenMP 5.1 2.19.7): the kernel compares and swaps
// through o2c_atomic_compare, the comparison as x CMP e whichever way it
// is written, e evaluated once; the host file, for gcc 12, writes the
// construct out with __atomic builtins, in the target region's fallback
// and in host code alike.

// CHECK-LABEL: o2c_atomic_compare_{{[0-9]+}}(
// CHECK: { int o2c_old, o2c_now; auto o2c_e = (a[i]); bool o2c_hit = o2c_atomic_compare<O2C_CMP_LT>(&(m[0]), o2c_e, o2c_e, &o2c_old, &o2c_now); (void)o2c_hit; (void)o2c_now; } /* #pragma omp atomic compare */
// CHECK: { int o2c_old, o2c_now; auto o2c_e = (a[i]); bool o2c_hit = o2c_atomic_compare<O2C_CMP_GT>(&(m[1]), o2c_e, o2c_e, &o2c_old, &o2c_now); (void)o2c_hit; (void)o2c_now; } /* #pragma omp atomic compare */
// CHECK: { int o2c_old, o2c_now; auto o2c_e = (0); auto o2c_d = (i); bool o2c_hit = o2c_atomic_compare<O2C_CMP_EQ>(&(m[2]), o2c_e, o2c_d, &o2c_old, &o2c_now); if (!o2c_hit) v = o2c_old; (void)o2c_hit; (void)o2c_now; } /* #pragma omp atomic compare */

// HOST-LABEL: o2c_atomic_compare_{{[0-9]+}}_host(
// HOST: { /* omp2cuda: atomic compare */ __typeof__((m[0])) *o2c_p = &(m[0]); {{.*}} __typeof__((a[i])) o2c_e = (a[i]); __typeof__(*o2c_p) o2c_d = o2c_e; {{.*}} o2c_hit = o2c_old < o2c_e; {{.*}}__atomic_compare_exchange(o2c_p, &o2c_old, &o2c_now, 0, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST)); }
// HOST: o2c_hit = o2c_old > o2c_e;
// HOST: __typeof__(*o2c_p) o2c_d = (i);{{.*}} o2c_hit = o2c_old == o2c_e; {{.*}} if (!o2c_hit) (v) = o2c_old; }
// HOST-NOT: pragma omp atomic compare
// HOST-LABEL: void host(int *n, int k)
// HOST: { /* omp2cuda: atomic compare */ {{.*}}o2c_hit = o2c_old == o2c_e;{{.*}} (r) = o2c_hit; }
// HOST-EMPTY:
// HOST-EMPTY:
// HOST-EMPTY:
// HOST-EMPTY:
// HOST-EMPTY:
// HOST-EMPTY:
// HOST-NEXT: return;

void
f(int *a, int *m, int n)
{
#pragma omp target teams distribute parallel for map(to: a[0:n]) map(tofrom: m[0:3])
	for (int i = 0; i < n; i++) {
		int v;
#pragma omp atomic compare
		if (a[i] > m[0]) {
			m[0] = a[i];
		}
#pragma omp atomic compare
		m[1] = a[i] < m[1] ? a[i] : m[1];
#pragma omp atomic compare capture
		if (m[2] == 0) {
			m[2] = i;
		} else {
			v = m[2];
		}
	}
}

void host(int *n, int k)
{
	int r;
#pragma omp atomic compare capture
	{
		r = *n == k;
		if (r) {
			*n = k + 1;
		}
	}
	return;
}
