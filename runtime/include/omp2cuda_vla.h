/* Variable-length arrays declared in device code (frontend/vla_locals.c),
 * included by a generated .cu file that has one.
 *
 * CUDA C++ has no variable-length arrays (C11 6.7.6.2p4; a GNU extension
 * of C++).  The .cu file's copy of `T a[n];` declares an o2c_vla<T>
 * that takes n elements from its own bytes where they fit, else from the
 * device heap (malloc in device code, OMP2CUDA_HEAP_SIZE), and a pointer
 * `T *a` to them: the array's
 * elements, as the array's name decays to.  The object frees them at
 * the end of its scope, on every way out of it (a break, a return), as
 * the array's lifetime ends there (C11 6.2.4p7).  sizeof a is the
 * object's bytes, the size computed where the array was declared.  A
 * heap too small for the array stops the kernel with a message. */
#ifndef OMP2CUDA_VLA_H
#define OMP2CUDA_VLA_H

#include <stddef.h>
#include <stdio.h>

/* bytes from the device heap for an array of `what`; a heap too small
 * stops the kernel with a message */
static __device__ void *
o2c_vla_take(size_t bytes, const char *what)
{
	void *p = malloc(bytes ? bytes : 1);

	if (!p) {
		printf("omp2cuda: %s of %llu bytes does not fit the device heap (set "
		       "OMP2CUDA_HEAP_SIZE)\n",
		       what, (unsigned long long)bytes);
		__trap();
	}
	return p;
}

/* The elements of a variable-length array of `what`: in the object's own
 * Bytes where they fit, as a fixed array's would be, else from the device
 * heap (whose malloc and free cost microseconds, every caller
 * contending); drop gives heap elements back.  No constructor, so that a
 * team's can be __shared__. */
template <class O2cT, size_t O2cBytes>
struct o2c_vla_store {
	O2cT *p;
	size_t bytes;
	alignas(O2cT) unsigned char in[O2cBytes ? O2cBytes : 1];
	__device__ void make(size_t n, const char *what)
	{
		bytes = n * sizeof(O2cT);
		p = bytes <= O2cBytes ? (O2cT *)in : (O2cT *)o2c_vla_take(bytes, what);
	}
	__device__ void drop()
	{
		if (p != (O2cT *)in)
			free(p);
	}
};

/* A thread's array: up to Bytes in its stack. */
template <class O2cT, size_t O2cBytes = 256>
struct o2c_vla : o2c_vla_store<O2cT, O2cBytes> {
	__device__ explicit o2c_vla(size_t n) { this->make(n, "a variable-length array"); }
	__device__ ~o2c_vla() { this->drop(); }
	o2c_vla(const o2c_vla &) = delete;
	o2c_vla &operator=(const o2c_vla &) = delete;
};

/* A variable-length array declared in the sequential part of a teams
 * region (frontend/teams.c), one per team, in shared memory: its pointer
 * the team's initial thread sets where the array is declared and every
 * thread reads after the barrier that follows, and which that thread
 * gives back where the team's code ends (codegen/emit_teams.c); up to
 * Bytes in the team's shared memory. */
template <class O2cT, size_t O2cBytes>
struct o2c_team_vla : o2c_vla_store<O2cT, O2cBytes> {
	__device__ void make(size_t n)
	{
		o2c_vla_store<O2cT, O2cBytes>::make(n, "a team's variable-length array");
	}
};

#endif
