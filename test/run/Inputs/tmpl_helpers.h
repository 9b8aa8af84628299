/* Function templates a region calls, defined in a header of the program
 * (test/run/cxx_template_calls.cpp): a recursion through instantiations
 * that an explicit specialization ends, and a value per type. */
#ifndef TMPL_HELPERS_H
#define TMPL_HELPERS_H

template <int N>
inline void mix_rounds(unsigned &a, unsigned &b)
{
	a += (b << 4) ^ (b >> 5) ^ 0x9E3779B9u;
	b += (a << 3) ^ (a >> 7);
	mix_rounds<N - 1>(a, b);
}

template <>
inline void mix_rounds<0>(unsigned &a, unsigned &b)
{
	(void)a;
	(void)b;
}

template <typename T> T lowest();
template <> inline float lowest<float>() { return -3.0e38f; }
template <> inline double lowest<double>() { return -1.0e300; }

#endif
