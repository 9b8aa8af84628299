/* A 2-D heat equation split across MPI ranks by rows, each rank's rows on
 * the GPU rank % omp_get_num_devices(), halo rows exchanged every step.
 *
 *   OMPI_CC=omp2cuda mpicc -O2 halo.c -o halo && mpirun -np 2 ./halo
 *
 * Halos travel one of two ways:
 *   staged  `target update from` the border rows, MPI on host memory,
 *           `target update to` the halo rows (any MPI);
 *   device  the device buffers themselves (`use_device_ptr`) handed to MPI,
 *           for an MPI that reads GPU memory (Open MPI built with CUDA).
 * The default is device where the MPI says it is CUDA-aware, staged
 * otherwise; `./halo staged` or `./halo device` chooses.  Rank 0 gathers
 * the result and checks it against the same steps run serially on one
 * process.
 */
#include <math.h>
#include <mpi.h>
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#if defined(OPEN_MPI) && OPEN_MPI
#include <mpi-ext.h>
#endif

#define NX 512		/* columns */
#define NY 512		/* rows of the whole domain */
#define STEPS 200
#define ALPHA 0.2

/* Whether this MPI can read and write GPU memory. */
static int
mpi_cuda_aware(void)
{
#if defined(MPIX_CUDA_AWARE_SUPPORT) && MPIX_CUDA_AWARE_SUPPORT
	return MPIX_Query_cuda_support();
#else
	return 0;
#endif
}

/* Rows 1..rows of u (row 0 and rows+1 are halos), one explicit step into
 * v, then back into u. */
static void
step(double *u, double *v, int rows)
{
	#pragma omp target teams distribute parallel for collapse(2)
	for (int i = 1; i <= rows; i++)
		for (int j = 1; j < NX - 1; j++)
			v[i*NX + j] = u[i*NX + j] + ALPHA * (u[(i-1)*NX + j] + u[(i+1)*NX + j]
			              + u[i*NX + j - 1] + u[i*NX + j + 1] - 4 * u[i*NX + j]);
	#pragma omp target teams distribute parallel for collapse(2)
	for (int i = 1; i <= rows; i++)
		for (int j = 1; j < NX - 1; j++)
			u[i*NX + j] = v[i*NX + j];
}

/* Sends the first and last owned rows to the neighbours, receives their
 * rows into the halos.  up/down are MPI_PROC_NULL at the domain's ends. */
static void
exchange(double *u, int rows, int up, int down)
{
	MPI_Sendrecv(u + NX, NX, MPI_DOUBLE, up, 0, u + (rows + 1) * NX, NX, MPI_DOUBLE, down, 0,
	             MPI_COMM_WORLD, MPI_STATUS_IGNORE);
	MPI_Sendrecv(u + rows * NX, NX, MPI_DOUBLE, down, 1, u, NX, MPI_DOUBLE, up, 1,
	             MPI_COMM_WORLD, MPI_STATUS_IGNORE);
}

static void
run(double *u, double *v, int rows, int up, int down, int device_buffers)
{
	#pragma omp target data map(tofrom: u[0:(rows+2)*NX]) map(alloc: v[0:(rows+2)*NX])
	for (int s = 0; s < STEPS; s++) {
		if (device_buffers) {
			#pragma omp target data use_device_ptr(u)
			exchange(u, rows, up, down);
		} else {
			#pragma omp target update from(u[NX:NX])
			#pragma omp target update from(u[rows*NX:NX])
			exchange(u, rows, up, down);
			#pragma omp target update to(u[0:NX])
			#pragma omp target update to(u[(rows+1)*NX:NX])
		}
		step(u, v, rows);
	}
}

/* The initial plate: the top border at 100, a rough pattern inside, so
 * every halo row matters from the first step. */
static double
initial(int gi, int j)
{
	return gi == 0 ? 100.0 : (double)((gi * 31 + j * 17) % 23);
}

static double
check(const double *all)
{
	double *u = calloc(NY * NX, sizeof *u), *v = calloc(NY * NX, sizeof *v), err = 0;

	for (int i = 0; i < NY; i++)
		for (int j = 0; j < NX; j++)
			u[i*NX + j] = v[i*NX + j] = initial(i, j);
	for (int s = 0; s < STEPS; s++) {
		for (int i = 1; i < NY - 1; i++)
			for (int j = 1; j < NX - 1; j++)
				v[i*NX + j] = u[i*NX + j] + ALPHA * (u[(i-1)*NX + j] + u[(i+1)*NX + j]
				              + u[i*NX + j - 1] + u[i*NX + j + 1] - 4 * u[i*NX + j]);
		memcpy(u, v, sizeof *u * NY * NX);
	}
	for (int k = 0; k < NY * NX; k++)
		err = fmax(err, fabs(all[k] - u[k]));
	free(u);
	free(v);
	return err;
}

int
main(int argc, char **argv)
{
	int rank, size, ndev, on_gpu = 0, device_buffers, ok = 1;

	MPI_Init(&argc, &argv);
	MPI_Comm_rank(MPI_COMM_WORLD, &rank);
	MPI_Comm_size(MPI_COMM_WORLD, &size);
	ndev = omp_get_num_devices();
	if (ndev > 0)
		omp_set_default_device(rank % ndev);
	#pragma omp target map(from: on_gpu)
	on_gpu = !omp_is_initial_device();
	device_buffers = argc > 1 ? !strcmp(argv[1], "device") : mpi_cuda_aware();
	if (device_buffers && on_gpu && !mpi_cuda_aware()) {
		if (rank == 0)
			fprintf(stderr, "halo: this MPI cannot read GPU memory: use 'staged'\n");
		MPI_Finalize();
		return 2;
	}

	/* Rows [first, first + rows) of the domain's interior rows 1..NY-2;
	 * the local array holds them at 1..rows, halos at 0 and rows + 1. */
	int interior = NY - 2, rows = interior / size + (rank < interior % size);
	int first = 1 + rank * (interior / size) + (rank < interior % size ? rank : interior % size);
	double *u = malloc(sizeof *u * (rows + 2) * NX), *v = malloc(sizeof *v * (rows + 2) * NX);
	for (int i = 0; i < rows + 2; i++)
		for (int j = 0; j < NX; j++)
			u[i*NX + j] = v[i*NX + j] = initial(first - 1 + i, j);
	int up = rank > 0 ? rank - 1 : MPI_PROC_NULL, down = rank < size - 1 ? rank + 1 : MPI_PROC_NULL;

	run(u, v, rows, up, down, device_buffers);

	/* Rank 0 gathers the interior rows between the fixed borders. */
	int *counts = malloc(sizeof *counts * size), *displs = malloc(sizeof *displs * size);
	int mine = rows * NX;
	MPI_Gather(&mine, 1, MPI_INT, counts, 1, MPI_INT, 0, MPI_COMM_WORLD);
	double *all = rank == 0 ? malloc(sizeof *all * NY * NX) : NULL;
	if (rank == 0) {
		displs[0] = NX;
		for (int r = 1; r < size; r++)
			displs[r] = displs[r - 1] + counts[r - 1];
		for (int j = 0; j < NX; j++) {
			all[j] = initial(0, j);
			all[(NY - 1) * NX + j] = initial(NY - 1, j);
		}
	}
	MPI_Gatherv(u + NX, mine, MPI_DOUBLE, all, counts, displs, MPI_DOUBLE, 0, MPI_COMM_WORLD);
	if (rank == 0) {
		double err = check(all);
		ok = err < 1e-9;
		printf("halo: %d ranks, %d GPU(s), %s, halos %s, %dx%d, %d steps, max error %g -> %s\n",
		       size, ndev, on_gpu ? "on the GPU" : "host fallback",
		       device_buffers ? "device buffers" : "staged", NX, NY, STEPS, err,
		       ok ? "OK" : "WRONG");
		free(all);
	}
	MPI_Bcast(&ok, 1, MPI_INT, 0, MPI_COMM_WORLD);
	free(counts);
	free(displs);
	free(u);
	free(v);
	MPI_Finalize();
	return ok ? 0 : 1;
}
