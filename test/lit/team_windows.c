// A team's windows (frontend/windows.c, lowering/windows.c,
// codegen/emit_window.c): which arrays a team copies into shared memory,
// and why not, per kernel; the copy, the statement printed twice, the
// runtime's arguments.  test/run/team_windows.c checks results.
// RUN: %omp2cuda --explain %s | FileCheck %s
// RUN: %omp2cuda -fno-team-windows --explain %s | FileCheck %s --check-prefix=OFF
// RUN: %omp2cuda --emit-cuda %s -o - | FileCheck %s --check-prefix=CUDA
// RUN: %omp2cuda --emit-host %s -o - | FileCheck %s --check-prefix=HOST

#define B 32

void wave(int *s, const int *sim, int nb, int w)
{
#pragma omp target teams distribute map(tofrom: s[0:w * w]) map(to: sim[0:w * w])
	for (int br = 0; br < nb; br++) {
		int bc = nb - 1 - br;
		for (int m = 0; m < 2 * B - 1; m++) {
#pragma omp parallel for
			for (int t = 0; t < B; t++) {
				int y = m - t;
				if (y >= 0 && y < B) {
					long i = (long)br * B + y + 1, j = (long)bc * B + t + 1;
					int v = s[(i - 1) * w + j - 1] + sim[i * w + j];
					s[i * w + j] = v > s[i * w + j - 1] ? v : s[i * w + j - 1];
				}
			}
		}
	}
}
// CHECK: team windows: 's' (33 x 33, pitch 34, 4 access(es), written), 'sim' (32 x 32, pitch 32, 1 access(es))
// OFF: team windows: none: -fno-team-windows
// CUDA-LABEL: o2c_team_windows_{{[0-9]+}}(int nb
// CUDA-SAME: unsigned long long o2c_wbefore_s, unsigned long long o2c_wafter_s, unsigned long long o2c_wbefore_sim, unsigned long long o2c_wafter_sim)
// CUDA: const bool o2c_windows_on = true;
// CUDA: __shared__ int o2c_wins_s[4][33][34];
// CUDA: const long long o2c_wr0_s = (32LL * (long long)br), o2c_wc0_s = (32LL * (long long)bc);
// CUDA: const bool o2c_wok_s = o2c_windows_on && o2c_wafter_s != 0 && (long long)(w) >= 33LL;
// CUDA: int o2c_v_s[35];
// CUDA: o2c_v_s[o2c_u] = s[o2c_at];
// CUDA: o2c_win_s[o2c_e / 33][o2c_e % 33] = o2c_v_s[o2c_u];
// CUDA: if (o2c_wok_s && o2c_wok_sim) {
// CUDA: int v = o2c_win_s[((int)m - (int)t)][((int)t)] + o2c_win_sim[((int)m - (int)t)][((int)t)];
// CUDA: o2c_win_s[((int)m - (int)t + 1)][((int)t + 1)] = o2c_wv; s[i * w + j] = o2c_wv; }
// CUDA: } else {
// CUDA: int v = s[(i - 1) * w + j - 1] + sim[i * w + j];
// The kernel_alias (pointers may share memory) has no windows: its plan's
// line says so (lowering/variants.c), and its statement runs as written.
// CUDA: o2c_team_windows_14_alias(
// CUDA-NOT: o2c_win
// CUDA: int v = s[(i - 1) * w + j - 1] + sim[i * w + j];
// CUDA-NOT: o2c_win
// CUDA: o2c_kernel_done(o2c_done);
// HOST: {.value = (void *)&s, .type = O2C_ARG_PTR, .map = 0, .name = "s", .flags = O2C_ARG_WINDOW}
// HOST: {.value = (void *)&sim, .type = O2C_ARG_PTR, .map = 1, .name = "sim", .flags = O2C_ARG_RESTRICT | O2C_ARG_READONLY | O2C_ARG_WINDOW}

static int
f(int x)
{
	return x * 3 + 1;
}

// Why not: a call of a function not known pure in the statement.
void calls(int *a, int n, int w)
{
#pragma omp target teams distribute map(tofrom: a[0:n * w])
	for (int r = 0; r < n; r++)
		for (int k = 0; k < 2; k++) {
#pragma omp parallel for
			for (int x = 0; x < 64; x++) {
				a[r * w + x] = f(a[r * w + x]);
			}
		}
}
// CHECK: team windows: none: 'a': its statement calls a function not known pure, or has a label or a static variable

// Why not: the team's own code reads the array.
void team_code(int *a, int n, int w)
{
#pragma omp target teams distribute map(tofrom: a[0:n * w])
	for (int r = 0; r < n; r++) {
		int first = a[r * w];
#pragma omp parallel for
		for (int x = 1; x < 64; x++)
			a[r * w + x] += first;
	}
}
// CHECK: team windows: none: 'a': accessed by the team's own code, outside its parallel loops

// Why not: an index the team's loops do not bound (x * x), and an unsigned one.
void quadratic(const int *a, const int *b, int *out, int n)
{
#pragma omp target teams distribute map(to: a[0:n * 64], b[0:n * 64]) map(from: out[0:n * 64])
	for (int r = 0; r < n; r++) {
#pragma omp parallel for
		for (int x = 0; x < 64; x++) {
			out[r * 64 + x] = a[r * 64 + (x * x) % 64] + b[(unsigned)r * 64u + (unsigned)x];
		}
	}
}
// CHECK: team windows: none: 'out' at {{[0-9]+}}:{{[0-9]+}}: only written: a copy would save no load; 'a': an index not pitch * row + column of signed integer sums

// Why not: two accesses at different rows of the team.
void two_rows(const int *a, int *out, int n, int w, int k)
{
#pragma omp target teams distribute map(to: a[0:n * w]) map(from: out[0:n * 64])
	for (int r = 0; r < n; r++) {
		int other = (r * 7) % n;
#pragma omp parallel for
		for (int x = 0; x < 64; x++) {
			out[r * 64 + x] = a[r * w + x] + a[other * w + x];
		}
	}
}
// CHECK: team windows: none: 'out' at {{[0-9]+}}:{{[0-9]+}}: only written: a copy would save no load; 'a': accesses at different rows or columns of the team

// Why not: a declare target array, which device code names as it is, and
// which a mapped pointer may reach.
#pragma omp declare target
int gp[64];
#pragma omp end declare target
void global_pointer(const int *a, int *out, int n)
{
#pragma omp target teams distribute map(to: a[0:n * 64]) map(from: out[0:n * 64])
	for (int r = 0; r < n; r++) {
#pragma omp parallel for
		for (int x = 0; x < 64; x++)
			out[r * 64 + x] = a[r * 64 + x] + gp[x];
	}
}
// CHECK: team windows: none: the region names a global pointer or array, which may reach any array's memory

// Why not: too few elements to gain (the box of 8).
void tiny(const int *a, int *out, int n)
{
#pragma omp target teams distribute map(to: a[0:n * 8]) map(from: out[0:n])
	for (int r = 0; r < n; r++) {
		int sum = 0;
#pragma omp parallel for reduction(+: sum)
		for (int x = 0; x < 8; x++)
			sum += a[r * 8 + x];
		out[r] = sum;
	}
}
// CHECK: team windows: none: 'a' at {{[0-9]+}}:{{[0-9]+}}: 8 element(s): a cache line or two hold them
// How the team copies each window (lowering/windows.c, copy_strategy):
// a lane's loads all in flight on a warp, batches of 8 on a block.
// RUN: %omp2cuda --explain %s | FileCheck %s --check-prefix=COPY
// RUN: %omp2cuda -fno-teams-on-warps --explain %s | FileCheck %s --check-prefix=BLOCK
// RUN: %omp2cuda --dump-after=lower %s -o - | FileCheck %s --check-prefix=DUMP
// COPY: team windows: 's' (33 x 33, pitch 34, 4 access(es), written), 'sim' (32 x 32, pitch 32, 1 access(es))
// COPY-NEXT: window copy 's': each lane's 35 load(s) in flight before its stores
// COPY-NEXT: window copy 'sim': each lane's 32 load(s) in flight before its stores
// BLOCK: window copy 's': batches of 8: a team of a block, whose threads the kernel learns at launch
// DUMP: window s copy: each lane's 35 load(s) in flight before its stores
