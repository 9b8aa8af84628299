/* cuda_sim.h's stand-in: the kernels' end does nothing on host threads. */
typedef struct O2cDone {
	volatile unsigned *host;
	unsigned id;
} O2cDone;
#define o2c_kernel_done(done) (void)(done)
