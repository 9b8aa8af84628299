/* lavaMD, CUDA twin of lavaMD.c: the same interactions, a block per box and a thread per
 * particle (128 threads for NP = 100). For each neighbour box the block stages that box's
 * particles in shared memory (one 16-byte load per particle), then every thread sweeps them from
 * shared memory. Particles and forces travel as float4, the same 16-byte layout as the host
 * structs. Same host buffers and transfers as the OpenMP version. */
#include <cuda_runtime.h>
#include <math.h>

#include "bench.h"

#define BLOCK 128

#define NP 100 /* particles per box */
#define A2 0.5f
#define MAX_NBR 27
#define REF_ALL 512
#define REF_SAMPLES 200

typedef struct Particle {
	float x, y, z, q;
} Particle;

typedef struct Force {
	float v, x, y, z;
} Force;

static void
gen_domain(int b, Particle *p, int *nnbr, int *nbr)
{
	int bx, by, bz, i;
	BenchRng r;

	bench_rng_seed(&r, 1414);
	for (bz = 0; bz < b; bz++) {
		for (by = 0; by < b; by++) {
			for (bx = 0; bx < b; bx++) {
				int box = (bz * b + by) * b + bx, k = 0;
				nbr[box * MAX_NBR + k++] = box;
				for (int dz = -1; dz <= 1; dz++)
					for (int dy = -1; dy <= 1; dy++)
						for (int dx = -1; dx <= 1; dx++) {
							int x = bx + dx, y = by + dy, z = bz + dz;
							if ((dx || dy || dz) && x >= 0 && x < b &&
							    y >= 0 && y < b && z >= 0 && z < b)
								nbr[box * MAX_NBR + k++] =
									(z * b + y) * b + x;
						}
				nnbr[box] = k;
				for (i = 0; i < NP; i++) {
					Particle *pp = &p[(long)box * NP + i];
					pp->x = bx + bench_rng_float(&r);
					pp->y = by + bench_rng_float(&r);
					pp->z = bz + bench_rng_float(&r);
					pp->q = bench_rng_range(&r, 0.1f, 1.0f);
				}
			}
		}
	}
}

static_assert(sizeof(Particle) == sizeof(float4) && sizeof(Force) == sizeof(float4),
	      "particles and forces travel as float4");

__global__ void
lava_kernel(const float4 *__restrict__ p, const int *__restrict__ nnbr,
	    const int *__restrict__ nbr, float4 *__restrict__ f)
{
	__shared__ float4 sp[NP];
	int box = blockIdx.x, i = threadIdx.x;
	float4 pi = i < NP ? p[(long)box * NP + i] : make_float4(0.0f, 0.0f, 0.0f, 0.0f);
	float v = 0.0f, x = 0.0f, y = 0.0f, z = 0.0f;
	int nn = nnbr[box];

	for (int k = 0; k < nn; k++) {
		long first = (long)nbr[box * MAX_NBR + k] * NP;
		__syncthreads();
		if (i < NP)
			sp[i] = p[first + i];
		__syncthreads();
		if (i < NP) {
			for (int j = 0; j < NP; j++) {
				float4 pj = sp[j];
				float dx = pi.x - pj.x, dy = pi.y - pj.y, dz = pi.z - pj.z;
				float r2 = dx * dx + dy * dy + dz * dz;
				float e = expf(-A2 * r2);
				float fs = 2.0f * A2 * e * pj.w;
				v += pj.w * e;
				x += fs * dx;
				y += fs * dy;
				z += fs * dz;
			}
		}
	}
	if (i < NP)
		f[(long)box * NP + i] = make_float4(v, x, y, z);
}

static void
interact(const Particle *p, const int *nnbr, const int *nbr, Force *f, int nbox)
{
	size_t pbytes = (size_t)nbox * NP * sizeof(Particle);
	float4 *d_p, *d_f;
	int *d_nnbr, *d_nbr;

	CUDA_CHECK(cudaMalloc((void **)&d_p, pbytes));
	CUDA_CHECK(cudaMalloc((void **)&d_f, pbytes));
	CUDA_CHECK(cudaMalloc((void **)&d_nnbr, (size_t)nbox * sizeof(int)));
	CUDA_CHECK(cudaMalloc((void **)&d_nbr, (size_t)nbox * MAX_NBR * sizeof(int)));
	CUDA_CHECK(cudaMemcpy(d_p, p, pbytes, cudaMemcpyHostToDevice));
	CUDA_CHECK(cudaMemcpy(d_nnbr, nnbr, (size_t)nbox * sizeof(int), cudaMemcpyHostToDevice));
	CUDA_CHECK(cudaMemcpy(d_nbr, nbr, (size_t)nbox * MAX_NBR * sizeof(int),
			      cudaMemcpyHostToDevice));
	lava_kernel<<<nbox, BLOCK>>>(d_p, d_nnbr, d_nbr, d_f);
	CUDA_CHECK_LAUNCH();
	CUDA_CHECK(cudaMemcpy(f, d_f, pbytes, cudaMemcpyDeviceToHost));
	CUDA_CHECK(cudaFree(d_p));
	CUDA_CHECK(cudaFree(d_f));
	CUDA_CHECK(cudaFree(d_nnbr));
	CUDA_CHECK(cudaFree(d_nbr));
}

/* The reference for one box, in double. */
static void
reference_box(const Particle *p, const int *nnbr, const int *nbr, int box, double *out)
{
	int i, j, k;

	for (i = 0; i < NP; i++) {
		const Particle *pi = &p[(long)box * NP + i];
		double v = 0, x = 0, y = 0, z = 0;
		for (k = 0; k < nnbr[box]; k++) {
			long first = (long)nbr[box * MAX_NBR + k] * NP;
			for (j = 0; j < NP; j++) {
				const Particle *pj = &p[first + j];
				double dx = pi->x - pj->x, dy = pi->y - pj->y, dz = pi->z - pj->z;
				double e = exp(-A2 * (dx * dx + dy * dy + dz * dz));
				double fs = 2.0 * A2 * e * pj->q;
				v += pj->q * e;
				x += fs * dx;
				y += fs * dy;
				z += fs * dz;
			}
		}
		out[4 * i] = v;
		out[4 * i + 1] = x;
		out[4 * i + 2] = y;
		out[4 * i + 3] = z;
	}
}

/* Forces can cancel to near zero, so the tolerance is relative to the box's potential scale. */
static long
check_box(const Force *f, const double *ref, int box)
{
	double scale = 0;
	long bad = 0;
	int i, c;

	for (i = 0; i < NP; i++)
		scale += fabs(ref[4 * i]) / NP;
	for (i = 0; i < NP; i++) {
		const float *got = &f[(long)box * NP + i].v;
		for (c = 0; c < 4; c++) {
			if (!bench_close(got[c], ref[4 * i + c], 1e-4, 1e-5 * scale)) {
				if (bad < 3)
					fprintf(stderr, "box %d particle %d component %d: %.8g, "
							"expected %.8g\n",
						box, i, c, got[c], ref[4 * i + c]);
				bad++;
			}
		}
	}
	return bad;
}

int
main(int argc, char **argv)
{
	static const long small[] = {4}, large[] = {32};
	BenchSize size = bench_parse_size(argc, argv, 1, small, large, "<boxes per side>");
	int b = (int)size.v[0], nbox = b * b * b, s, checked;
	long np = (long)nbox * NP, nref, bad = 0, i;
	Particle *p = (Particle *)bench_alloc((size_t)np * sizeof(Particle));
	Force *f = (Force *)bench_alloc((size_t)np * sizeof(Force));
	int *nnbr = (int *)bench_alloc((size_t)nbox * sizeof(int));
	int *nbr = (int *)bench_alloc((size_t)nbox * MAX_NBR * sizeof(int));
	double *ref, sum = 0;
	int *box;
	BenchRng r;
	double t0, t1;

	gen_domain(b, p, nnbr, nbr);
	for (i = 0; i < np; i++)
		f[i].v = f[i].x = f[i].y = f[i].z = NAN;
	bench_cuda_warmup();

	t0 = bench_now_ms();
	interact(p, nnbr, nbr, f, nbox);
	t1 = bench_now_ms();

	/* Every box when there are few; otherwise the two corners and a random sample. */
	bench_rng_seed(&r, 1415);
	checked = nbox <= REF_ALL ? nbox : REF_SAMPLES + 2;
	nref = (long)checked * 4 * NP;
	box = (int *)bench_alloc((size_t)checked * sizeof(int));
	ref = (double *)bench_alloc((size_t)nref * sizeof(double));
	for (s = 0; s < checked; s++) {
		if (nbox <= REF_ALL)
			box[s] = s;
		else
			box[s] = s == 0 ? 0 : s == 1 ? nbox - 1 : bench_rng_int(&r, nbox);
	}
	if (!bench_ref_load("lavaMD", &size, "boxes", ref, sizeof *ref, nref)) {
		for (s = 0; s < checked; s++)
			reference_box(p, nnbr, nbr, box[s], ref + (long)s * 4 * NP);
		bench_ref_save("lavaMD", &size, "boxes", ref, sizeof *ref, nref);
	}
	for (s = 0; s < checked; s++)
		bad += check_box(f, ref + (long)s * 4 * NP, box[s]);
	for (i = 0; i < np; i++)
		sum += f[i].v;
	if (!(sum == sum)) {
		fprintf(stderr, "lavaMD: some potentials were not written\n");
		bad++;
	}
	printf("lavaMD: %d boxes, %ld particles, %d boxes checked, mean potential %.6f\n", nbox, np,
	       checked, sum / np);
	free(p);
	free(f);
	free(nnbr);
	free(nbr);
	free(box);
	free(ref);
	return bench_finish("lavaMD", &size, bad == 0, t1 - t0);
}
