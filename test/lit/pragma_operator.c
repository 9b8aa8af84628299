// RUN: rm -rf %t.d && mkdir -p %t.d
// RUN: sed -e '/^\/\/ AS: /{h;n;g;s|^// AS: ||;}' %s > %t.d/pragma_operator.c
// RUN: cd %S && %omp2cuda --emit-cuda pragma_operator.c -o %t.d/op.cu
// RUN: cd %S && %omp2cuda --emit-host pragma_operator.c -o %t.d/op.host.c
// RUN: cd %t.d && %omp2cuda --emit-cuda pragma_operator.c -o %t.d/line.cu
// RUN: cd %t.d && %omp2cuda --emit-host pragma_operator.c -o %t.d/line.host.c
// RUN: diff -b %t.d/line.cu %t.d/op.cu
// RUN: sed -e '/^\/\/ AS: /{h;n;g;s|^// AS: ||;}' %t.d/op.host.c > %t.d/op.host.as.c
// RUN: sed -e '/^\/\/ AS: /{h;n;g;s|^// AS: ||;}' %t.d/line.host.c > %t.d/line.host.as.c
// RUN: diff -b %t.d/line.host.as.c %t.d/op.host.as.c
// RUN: FileCheck %s < %t.d/op.cu
// RUN: FileCheck %s --check-prefix=HOST < %t.d/op.host.c
// Directives given by the _Pragma operator (C11 6.10.9) compile as the
// '#pragma omp' lines they stand for.  The second RUN line makes this
// file's twin, each line after an `// AS:` line replaced by what follows
// `AS:`; the generated CUDA files of both must be the same, and so must
// the host files, once the host fallback of the teams region (a copy of
// its code, where the host compiler reads the directives as written) has
// had the same replacement; blanks aside: a #line's padding after a
// standalone directive.
//   (a) _Pragma("omp ...") written out
//   (b) PRAGMA(omp ...) with _Pragma(#x), _Pragma(STR(x)), _Pragma(#__VA_ARGS__)
//   (c) macros whose replacement list is _Pragma("omp ...") with a literal,
//       a macro that invokes another of these, and one that stands for
//       the operator itself
//   (d) clause arguments that are macros (N, R, C, COLL, NT, TL)

#define N 1024
#define R 16
#define C 64
#define COLL 2
#define NT 8
#define TL 128
#define STR(x) #x
#define PRAGMA(x) _Pragma(#x)
#define PRAGMA_STR(x) _Pragma(STR(x))
#define PRAGMA_VA(...) _Pragma(#__VA_ARGS__)
#define OFFLOAD _Pragma("omp target teams distribute parallel for")
#define OFFLOAD_B() _Pragma("omp target teams distribute parallel for map(tofrom: b[0:N])")
#define OFFLOAD_AGAIN OFFLOAD
#define PRAGMA_OP _Pragma
#define ATOMIC PRAGMA(omp atomic)

void
loops(int n, double *a, double *b, double m[R][C], double *sum)
{
	// CHECK: /* pragma_operator.c:[[#@LINE+4]]: #pragma omp target teams distribute parallel for map(tofrom: a[0:n]) */
	// CHECK: o2c_pragma_operator_[[#@LINE+3]](
	// HOST: { /* pragma_operator.c:[[#@LINE+2]]: #pragma omp target teams distribute parallel for map(tofrom: a[0:n]) */
// AS: #pragma omp target teams distribute parallel for map(tofrom: a[0:n])
_Pragma("omp target teams distribute parallel for map(tofrom: a[0:n])")
	for (int i = 0; i < n; i++)
		a[i] = 2 * a[i];

	// HOST: o2c_target(o2c_region_pragma_operator_[[#@LINE+2]](),
// AS: #pragma omp target teams distribute parallel for map(to: a[0:N]) map(tofrom: b[0:N])
PRAGMA(omp target teams distribute parallel for map(to: a[0:N]) map(tofrom: b[0:N]))
	for (int i = 0; i < N; i++)
		b[i] += a[i];

	// CHECK: /* pragma_operator.c:[[#@LINE+2]]: #pragma omp target teams distribute parallel for collapse(2) map(tofrom: m[0:R][0:C]) */
// AS: #pragma omp target teams distribute parallel for collapse(2) map(tofrom: m[0:R][0:C])
PRAGMA_STR(omp target teams distribute parallel for collapse(2) map(tofrom: m[0:R][0:C]))
	for (int i = 0; i < R; i++)
		for (int j = 0; j < C; j++)
			m[i][j] = i * C + j;

// AS: #pragma omp target teams distribute parallel for collapse(COLL), map(tofrom: m[0:R][0:C])
PRAGMA_VA(omp target teams distribute parallel for collapse(COLL), map(tofrom: m[0:R][0:C]))
	for (int i = 0; i < R; i++)
		for (int j = 0; j < C; j++)
			m[i][j] += 1;

	// CHECK: /* pragma_operator.c:[[#@LINE+2]]: #pragma omp target teams distribute parallel for */
// AS: #pragma omp target teams distribute parallel for
OFFLOAD
	for (int i = 0; i < n; i++)
		a[i] += 1;

// AS: #pragma omp target teams distribute parallel for map(tofrom: b[0:N])
OFFLOAD_B()
	for (int i = 0; i < N; i++)
		b[i] += 1;

// AS: #pragma omp target teams distribute parallel for
OFFLOAD_AGAIN
	for (int i = 0; i < n; i++)
		a[i] += 1;

// AS: #pragma omp target teams distribute parallel for map(tofrom: a[0:n])
PRAGMA_OP("omp target teams distribute parallel for map(tofrom: a[0:n])")
	for (int i = 0; i < n; i++)
		a[i] -= 1;
}

/* data directives, a nested teams region with barrier, atomic and critical */
void
data(int n, double *a, double *b, double *sum)
{
	// HOST: o2c_data_begin_on(o2c_dev_pragma_operator_[[#@LINE+2]], "pragma_operator.c:[[#@LINE+2]]:1"
// AS: #pragma omp target data map(tofrom: a[0:n]) map(alloc: b[0:N])
PRAGMA(omp target data map(tofrom: a[0:n]) map(alloc: b[0:N]))
	{
// AS: #pragma omp target teams distribute parallel for
PRAGMA(omp target teams distribute parallel for)
		for (int i = 0; i < n; i++)
			b[i % N] = a[i];
		// HOST: o2c_update("pragma_operator.c:[[#@LINE+2]]:1",
// AS: #pragma omp target update from(b[0:N])
_Pragma("omp target update from(b[0:N])")
		b[0] += 1;
// AS: #pragma omp target update to(b[0:N])
PRAGMA(omp target update to(b[0:N]))
	}
	// HOST: o2c_data_begin("pragma_operator.c:[[#@LINE+2]]:1",
// AS: #pragma omp target enter data map(to: b[0:N])
PRAGMA_STR(omp target enter data map(to: b[0:N]))
	// CHECK: /* pragma_operator.c:[[#@LINE+4]]: #pragma omp target teams num_teams(NT) thread_limit(TL) map(tofrom: sum[0:1]) */
	// CHECK: { /* #pragma omp parallel */
	// CHECK: o2c_barrier(); /* #pragma omp barrier */
// AS: #pragma omp target teams num_teams(NT) thread_limit(TL) map(tofrom: sum[0:1])
PRAGMA(omp target teams num_teams(NT) thread_limit(TL) map(tofrom: sum[0:1]))
	{
// AS: #pragma omp parallel
_Pragma("omp parallel")
		{
			// CHECK: o2c_atomic_update<O2C_RED_ADD>(&(sum[0]), (double)(b[0])); /* #pragma omp atomic */
// AS: #pragma omp atomic
ATOMIC
			sum[0] += b[0];
// AS: #pragma omp barrier
PRAGMA(omp barrier)
			// CHECK: /* #pragma omp critical */
// AS: #pragma omp critical
PRAGMA(omp critical)
			sum[0] += 1;
		}
	}
	// HOST: o2c_data_end("pragma_operator.c:[[#@LINE+2]]:1",
// AS: #pragma omp target exit data map(from: b[0:N])
PRAGMA(omp target exit data map(from: b[0:N]))
}
