/* Task reductions in device code (codegen/emit_task.c,
 * frontend/dev_tasks.c), included by omp2cuda_device.h after the atomic
 * operations it uses. */
#ifndef OMP2CUDA_TASKRED_H
#define OMP2CUDA_TASKRED_H

/* A task reduction's copy v combined into its variable *p at the end of
 * its taskgroup (codegen/emit_task.c): atomically where other threads
 * may share *p (global or shared memory); in a thread's own local
 * memory, which atomics do not reach, by a plain update.  The atomic
 * branch takes the pointer through an empty asm: where nvcc sees a local
 * variable's address it warns of an atomic on local memory, in the
 * branch that never runs for one. */
template <int O2cOp, typename O2cT>
__device__ void
o2c_task_combine(O2cT *p, O2cT v)
{
	static_assert(std::is_arithmetic<O2cT>::value, "task_reduction of an arithmetic type");
	if (__isLocal(p)) {
		*p = o2c_combine<O2cOp>(*p, v);
	} else {
		asm("" : "+l"(p));
		(void)o2c_atomic<O2cOp>(p, v);
	}
}

#endif
