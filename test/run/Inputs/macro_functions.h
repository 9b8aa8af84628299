/* Functions whose definitions macros give, one definition an invocation
 * (test/run/macro_defined_functions.c): a name made by token pasting,
 * with and without an attribute the macro gives CUDA itself. */
#ifdef __CUDACC__
#define MF_DEVICE __device__
#else
#define MF_DEVICE
#endif

#define MF_MIX(W)                                                                                  \
	MF_DEVICE static inline unsigned long long mix##W(unsigned long long x)                    \
	{                                                                                          \
		x ^= x >> (W / 2);                                                                 \
		x *= 0x9E3779B97F4A7C15ull;                                                        \
		return x ^ (x >> 29);                                                              \
	}
MF_MIX(64)
MF_MIX(32)

#define MF_SCALE(name, k) static inline double name(double v) { return v * (k) + 1.0; }
MF_SCALE(triple, 3.0)
