// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// RUN: %run OMP2CUDA_TEAM_WINDOWS=off %t | FileCheck %s
// RUN: env OMP_TARGET_OFFLOAD=DISABLED OMP_NUM_THREADS=3 %t | FileCheck %s
// RUN: %omp2cuda -O2 -fno-team-windows %s -o %t.off && %run %t.off | FileCheck %s
// RUN: %omp2cuda -O2 -fno-teams-on-warps %s -o %t.blocks && %run %t.blocks | FileCheck %s
// RUN: %omp2cuda --explain %s | FileCheck %s --check-prefix=EXPLAIN
// E2E-ENV: OMP2CUDA_TEAM_WINDOWS=off
// E2E-PASS[%t.off]:
// E2E-PASS[%t.blocks]:
// CHECK: PASS
// EXPLAIN: team windows: 's' (17 x 17, pitch 18, 4 access(es), written), 'sim' (16 x 16, pitch 16, 1 access(es))
// EXPLAIN: team windows: 'img' (10 x 34, pitch 34, 5 access(es))
// EXPLAIN: team windows: 'v' (1 x 66, pitch 66, 3 access(es)){{.*}}; not 'u'
// EXPLAIN: team windows: 'z' (1 x 64, pitch 64, 2 access(es), written)
// EXPLAIN: team windows: 'lo' (1 x 100, pitch 100, 1 access(es)){{.*}}; not 'hi'
// EXPLAIN: team windows: 'x' (1 x 32, pitch 32, 1 access(es))
//
// A team's windows in shared memory (lowering/windows.c): each team of a
// teams distribute loop copies the box of an array its parallel loops
// access into shared memory, reads it there and writes both.  Each result
// is the sequential code's (integers: exact):
//   - a wavefront over a team's tile that reads what its step before
//     wrote (the window written through), and a read-only tile;
//   - a 5-point stencil over a band of rows whose box reaches past the
//     mapped array at the first and last bands (those elements are not
//     copied, and the guards keep the program from reading them);
//   - a window of one row of a pointer one element into its mapped
//     array (index -1), and an array only written (no window);
//   - a window read and written, the loop's body one statement;
//   - two pointers into one allocation: the runtime gives no range, and
//     the kernel reads global memory;
//   - a pitch smaller than the box: the kernel reads global memory.

#include <stdio.h>
#include <stdlib.h>

#define B 16
#define NB 6
#define N (B * NB)
#define W 40
#define H 64

static int s[(N + 1) * (N + 1)], sref[(N + 1) * (N + 1)], sim[(N + 1) * (N + 1)];
static int img[H * W], out[H * W], outref[H * W];
static int band[8 * 80], bandu[8 * 80], bandref[8 * 80];
static int both[2 * 400], bothref[2 * 400];
static int narrow[288], sums[16], sumsref[16];

static void
wavefront(int *s, const int *sim, int n, int w)
{
	int nb = n / B;

#pragma omp target data map(tofrom: s[0:(n + 1) * (n + 1)]) map(to: sim[0:(n + 1) * (n + 1)])
	for (int d = 0; d < 2 * nb - 1; d++) {
#pragma omp target teams distribute
		for (int br = 0; br < nb; br++) {
			int bc = d - br;
			if (bc < 0 || bc >= nb)
				continue;
			for (int m = 0; m < 2 * B - 1; m++) {
#pragma omp parallel for
				for (int t = 0; t < B; t++) {
					int y = m - t;
					if (y >= 0 && y < B) {
						long i = (long)br * B + y + 1, j = (long)bc * B + t + 1;
						int v = s[(i - 1) * w + j - 1] + sim[i * w + j];
						int up = s[(i - 1) * w + j] - 3, left = s[i * w + j - 1] - 3;
						v = v > up ? v : up;
						s[i * w + j] = v > left ? v : left;
					}
				}
			}
		}
	}
}

static void
stencil(const int *img, int *out, int h, int w)
{
	/* a team per band of 8 rows; its box is rows r0 - 1 .. r0 + 8 */
#pragma omp target teams distribute map(to: img[0:h * w]) map(tofrom: out[0:h * w])
	for (int b = 0; b < h / 8; b++) {
		int r0 = b * 8;
		for (int y = 0; y < 8; y++) {
#pragma omp parallel for
			for (int x = 1; x < 33; x++) {
				int r = r0 + y;
				int c = img[r * w + x] * 4;
				if (r > 0)
					c -= img[(r - 1) * w + x];
				if (r < h - 1)
					c -= img[(r + 1) * w + x];
				c -= img[r * w + x - 1] + img[r * w + x + 1];
				out[r * w + x] = c;
			}
		}
	}
}

static void
smooth_rows(const int *band, int *u, int rows)
{
	/* v points one element in: v[-1..64] of each row, 80 elements apart */
	const int *v = band + 1;
#pragma omp target teams distribute map(to: band[0:rows * 80]) map(tofrom: u[0:rows * 80])
	for (int r = 0; r < rows; r++) {
#pragma omp parallel for
		for (int x = 0; x < 64; x++)
			u[r * 80 + x] = (v[r * 80 + x - 1] + 2 * v[r * 80 + x] + v[r * 80 + x + 1]) / 4;
	}
}

static void
scale_rows(int *z, int rows)
{
	/* read and written, each element by its own iteration, the loop's
	 * body a statement without braces */
#pragma omp target teams distribute map(tofrom: z[0:rows * 80])
	for (int r = 0; r < rows; r++)
		for (int k = 0; k < 2; k++) {
#pragma omp parallel for
			for (int x = 0; x < 64; x++)
				z[r * 80 + x] = z[r * 80 + x] * 3 + k;
		}
}

static void
shared_alloc(int *both)
{
	int *lo = both, *hi = both + 400;
#pragma omp target teams distribute map(tofrom: both[0:800])
	for (int r = 0; r < 4; r++) {
#pragma omp parallel for
		for (int x = 0; x < 100; x++)
			hi[r * 100 + x] = lo[r * 100 + x] * 2 + 1;
	}
}

static void
short_pitch(const int *x, int *sums, int pitch)
{
	/* rows of 32 read with a pitch of 16: the rows overlap */
#pragma omp target teams distribute map(to: x[0:288]) map(from: sums[0:16])
	for (int r = 0; r < 16; r++) {
		int acc = 0;
#pragma omp parallel for reduction(+: acc)
		for (int c = 0; c < 32; c++)
			acc += x[r * pitch + c];
		sums[r] = acc;
	}
}

int
main(void)
{
	int n = N, w = N + 1, bad = 0;

	srand(7);
	for (int i = 0; i <= n; i++)
		for (int j = 0; j <= n; j++) {
			sim[i * w + j] = i && j ? rand() % 11 - 5 : 0;
			s[i * w + j] = !i ? -3 * j : !j ? -3 * i : 0;
		}
	for (int k = 0; k < w * w; k++)
		sref[k] = s[k];
	for (int i = 1; i <= n; i++)
		for (int j = 1; j <= n; j++) {
			int v = sref[(i - 1) * w + j - 1] + sim[i * w + j];
			int up = sref[(i - 1) * w + j] - 3, left = sref[i * w + j - 1] - 3;
			v = v > up ? v : up;
			sref[i * w + j] = v > left ? v : left;
		}
	wavefront(s, sim, n, w);
	for (int k = 0; k < w * w; k++)
		bad += s[k] != sref[k];
	printf("wavefront: %d wrong\n", bad);

	for (int k = 0; k < H * W; k++)
		img[k] = rand() % 100;
	for (int r = 0; r < H; r++)
		for (int x = 1; x < 33; x++) {
			int c = img[r * W + x] * 4;
			if (r > 0)
				c -= img[(r - 1) * W + x];
			if (r < H - 1)
				c -= img[(r + 1) * W + x];
			outref[r * W + x] = c - img[r * W + x - 1] - img[r * W + x + 1];
		}
	stencil(img, out, H, W);
	int bad2 = 0;
	for (int r = 0; r < H; r++)
		for (int x = 1; x < 33; x++)
			bad2 += out[r * W + x] != outref[r * W + x];
	printf("stencil: %d wrong\n", bad2);

	for (int k = 0; k < 8 * 80; k++)
		band[k] = rand() % 1000;
	for (int r = 0; r < 8; r++)
		for (int x = 0; x < 64; x++)
			bandref[r * 80 + x] = (band[r * 80 + x] + 2 * band[r * 80 + x + 1] +
			                       band[r * 80 + x + 2]) / 4;
	smooth_rows(band, bandu, 8);
	int bad3 = 0;
	for (int r = 0; r < 8; r++)
		for (int x = 0; x < 64; x++)
			bad3 += bandu[r * 80 + x] != bandref[r * 80 + x];
	for (int k = 0; k < 8 * 80; k++)
		bandu[k] = bandref[k] = k % 17;
	for (int r = 0; r < 8; r++)
		for (int k = 0; k < 2; k++)
			for (int x = 0; x < 64; x++)
				bandref[r * 80 + x] = bandref[r * 80 + x] * 3 + k;
	scale_rows(bandu, 8);
	for (int k = 0; k < 8 * 80; k++)
		bad3 += bandu[k] != bandref[k];
	printf("rows: %d wrong\n", bad3);

	for (int k = 0; k < 800; k++)
		both[k] = bothref[k] = k;
	for (int k = 0; k < 400; k++)
		bothref[400 + k] = bothref[k] * 2 + 1;
	shared_alloc(both);
	int bad4 = 0;
	for (int k = 0; k < 800; k++)
		bad4 += both[k] != bothref[k];
	printf("one allocation: %d wrong\n", bad4);

	for (int k = 0; k < 288; k++)
		narrow[k] = k % 13;
	for (int r = 0; r < 16; r++) {
		sumsref[r] = 0;
		for (int c = 0; c < 32; c++)
			sumsref[r] += narrow[r * 16 + c];
	}
	short_pitch(narrow, sums, 16);
	int bad5 = 0;
	for (int r = 0; r < 16; r++)
		bad5 += sums[r] != sumsref[r];
	printf("short pitch: %d wrong\n", bad5);
	printf("%s\n", bad || bad2 || bad3 || bad4 || bad5 ? "FAIL" : "PASS");
	return 0;
}
