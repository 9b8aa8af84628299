/* C's ++, -- and compound assignment of an enumeration or a _Bool in
 * CUDA C++, included by every generated .cu file.
 *
 * C++ has no ++, -- or op= of an enumeration, and no ++ or -- of a bool
 * (C++17).  In C each is arithmetic in the object's integer type: e++
 * stores (E)(e + 1) and gives e's old value, ++e gives the new one
 * (C11 6.5.2.4, 6.5.3.1), e op= v is e = (E)(e op v) with e evaluated
 * once (6.5.16.2); an enumeration's arithmetic is in its compatible
 * integer type (6.7.2.2p4), a _Bool's in int, and storing to a _Bool
 * gives 0 or 1 (6.3.1.2).  The front end wraps the operand, written
 * `o2c_c_update<U>(operand)` in the .cu file, U the integer type C
 * computes in (which the AST gives); the operator then applies to the
 * wrapper, which binds the lvalue by reference, so that it is evaluated
 * once.  Each operator gives the value C's expression has, of the
 * object's type.  The value of an arithmetic result converted to the
 * enumeration is first converted to U, as C converts it.
 */
#ifndef OMP2CUDA_CUPDATE_H
#define OMP2CUDA_CUPDATE_H

template <typename O2cU, typename O2cT>
struct O2cCUpdate {
	O2cT &x;
	__host__ __device__ __forceinline__ O2cT set(O2cU v) { return x = (O2cT)v; }
	__host__ __device__ __forceinline__ O2cT operator++() { return set((O2cU)((O2cU)x + 1)); }
	__host__ __device__ __forceinline__ O2cT operator--() { return set((O2cU)((O2cU)x - 1)); }
	__host__ __device__ __forceinline__ O2cT operator++(int)
	{
		O2cT old = x;
		set((O2cU)((O2cU)x + 1));
		return old;
	}
	__host__ __device__ __forceinline__ O2cT operator--(int)
	{
		O2cT old = x;
		set((O2cU)((O2cU)x - 1));
		return old;
	}
#define O2C_C_COMPOUND(op)                                                                         \
	template <typename O2cV>                                                                      \
	__host__ __device__ __forceinline__ O2cT operator op##=(O2cV v)                                   \
	{                                                                                          \
		return set((O2cU)((O2cU)x op v));                                                        \
	}
	O2C_C_COMPOUND(+)
	O2C_C_COMPOUND(-)
	O2C_C_COMPOUND(*)
	O2C_C_COMPOUND(/)
	O2C_C_COMPOUND(%)
	O2C_C_COMPOUND(<<)
	O2C_C_COMPOUND(>>)
	O2C_C_COMPOUND(&)
	O2C_C_COMPOUND(^)
	O2C_C_COMPOUND(|)
#undef O2C_C_COMPOUND
};

template <typename O2cU, typename O2cT>
static __host__ __device__ __forceinline__ O2cCUpdate<O2cU, O2cT>
o2c_c_update(O2cT &x)
{
	return O2cCUpdate<O2cU, O2cT>{x};
}

#endif
