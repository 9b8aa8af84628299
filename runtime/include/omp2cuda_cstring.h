/* C's <string.h> functions for device code, included by every generated
 * .cu file after the system headers the source includes.
 *
 * CUDA's device library has memcpy and memset, with C's prototypes; the
 * other functions of <string.h> are host functions there, and C++'s
 * <cstring> declares overloads C does not have (strchr of a const char *
 * returns a const char *).  Each name below becomes a function-like macro
 * for a wrapper with exactly C's prototype (C11 7.24): on the device a
 * small loop, on the host the C library's function (whose C++ overloads
 * of a const argument return a const pointer: the wrapper converts it, as
 * C's function does).  Only calls are
 * renamed: a member or a pointer to function of that name keeps its
 * meaning.  The front end admits a call to these in device code when its
 * declaration is <string.h>'s.
 */
#ifndef OMP2CUDA_CSTRING_H
#define OMP2CUDA_CSTRING_H

#include <stddef.h>
#include <string.h>

/* C11 7.24.2.2 */
static __host__ __device__ __forceinline__ void *
o2c_c_memmove(void *d, const void *s, size_t n)
{
#ifndef __CUDA_ARCH__
	return ::memmove(d, s, n);
#else
	unsigned char *dp = (unsigned char *)d;
	const unsigned char *sp = (const unsigned char *)s;
	if (dp < sp)
		for (size_t i = 0; i < n; i++)
			dp[i] = sp[i];
	else
		for (size_t i = n; i-- > 0;)
			dp[i] = sp[i];
	return d;
#endif
}

/* C11 7.24.4.1: bytes compared as unsigned char */
static __host__ __device__ __forceinline__ int
o2c_c_memcmp(const void *a, const void *b, size_t n)
{
#ifndef __CUDA_ARCH__
	return ::memcmp(a, b, n);
#else
	const unsigned char *p = (const unsigned char *)a, *q = (const unsigned char *)b;
	for (size_t i = 0; i < n; i++)
		if (p[i] != q[i])
			return p[i] < q[i] ? -1 : 1;
	return 0;
#endif
}

/* C11 7.24.5.1 */
static __host__ __device__ __forceinline__ void *
o2c_c_memchr(const void *s, int c, size_t n)
{
#ifndef __CUDA_ARCH__
	return (void *)::memchr(s, c, n);
#else
	const unsigned char *p = (const unsigned char *)s;
	for (size_t i = 0; i < n; i++)
		if (p[i] == (unsigned char)c)
			return (void *)(p + i);
	return NULL;
#endif
}

/* C11 7.24.6.3 */
static __host__ __device__ __forceinline__ size_t
o2c_c_strlen(const char *s)
{
#ifndef __CUDA_ARCH__
	return ::strlen(s);
#else
	size_t n = 0;
	while (s[n])
		n++;
	return n;
#endif
}

/* C11 7.24.4.4, 7.24.4.2: characters compared as unsigned char */
static __host__ __device__ __forceinline__ int
o2c_c_strncmp(const char *a, const char *b, size_t n)
{
#ifndef __CUDA_ARCH__
	return ::strncmp(a, b, n);
#else
	for (size_t i = 0; i < n; i++) {
		unsigned char p = (unsigned char)a[i], q = (unsigned char)b[i];
		if (p != q)
			return p < q ? -1 : 1;
		if (!p)
			break;
	}
	return 0;
#endif
}

static __host__ __device__ __forceinline__ int
o2c_c_strcmp(const char *a, const char *b)
{
#ifndef __CUDA_ARCH__
	return ::strcmp(a, b);
#else
	return o2c_c_strncmp(a, b, (size_t)-1);
#endif
}

/* C11 7.24.2.3 */
static __host__ __device__ __forceinline__ char *
o2c_c_strcpy(char *d, const char *s)
{
#ifndef __CUDA_ARCH__
	return ::strcpy(d, s);
#else
	size_t i = 0;
	while ((d[i] = s[i]))
		i++;
	return d;
#endif
}

/* C11 7.24.2.4: pads with null characters up to n */
static __host__ __device__ __forceinline__ char *
o2c_c_strncpy(char *d, const char *s, size_t n)
{
#ifndef __CUDA_ARCH__
	return ::strncpy(d, s, n);
#else
	size_t i = 0;
	for (; i < n && s[i]; i++)
		d[i] = s[i];
	for (; i < n; i++)
		d[i] = 0;
	return d;
#endif
}

/* C11 7.24.3.1 */
static __host__ __device__ __forceinline__ char *
o2c_c_strcat(char *d, const char *s)
{
#ifndef __CUDA_ARCH__
	return ::strcat(d, s);
#else
	o2c_c_strcpy(d + o2c_c_strlen(d), s);
	return d;
#endif
}

/* C11 7.24.3.2: at most n characters, then a null character */
static __host__ __device__ __forceinline__ char *
o2c_c_strncat(char *d, const char *s, size_t n)
{
#ifndef __CUDA_ARCH__
	return ::strncat(d, s, n);
#else
	char *e = d + o2c_c_strlen(d);
	size_t i = 0;
	for (; i < n && s[i]; i++)
		e[i] = s[i];
	e[i] = 0;
	return d;
#endif
}

/* C11 7.24.5.2: the terminating null character is part of the string */
static __host__ __device__ __forceinline__ char *
o2c_c_strchr(const char *s, int c)
{
#ifndef __CUDA_ARCH__
	return (char *)::strchr(s, c);
#else
	for (;; s++) {
		if (*s == (char)c)
			return (char *)s;
		if (!*s)
			return NULL;
	}
#endif
}

/* C11 7.24.5.5 */
static __host__ __device__ __forceinline__ char *
o2c_c_strrchr(const char *s, int c)
{
#ifndef __CUDA_ARCH__
	return (char *)::strrchr(s, c);
#else
	const char *last = NULL;
	for (;; s++) {
		if (*s == (char)c)
			last = s;
		if (!*s)
			return (char *)last;
	}
#endif
}

#undef memmove
#undef memcmp
#undef memchr
#undef strlen
#undef strcmp
#undef strncmp
#undef strcpy
#undef strncpy
#undef strcat
#undef strncat
#undef strchr
#undef strrchr
#define memmove(d, s, n) o2c_c_memmove(d, s, n)
#define memcmp(a, b, n) o2c_c_memcmp(a, b, n)
#define memchr(s, c, n) o2c_c_memchr(s, c, n)
#define strlen(s) o2c_c_strlen(s)
#define strcmp(a, b) o2c_c_strcmp(a, b)
#define strncmp(a, b, n) o2c_c_strncmp(a, b, n)
#define strcpy(d, s) o2c_c_strcpy(d, s)
#define strncpy(d, s, n) o2c_c_strncpy(d, s, n)
#define strcat(d, s) o2c_c_strcat(d, s)
#define strncat(d, s, n) o2c_c_strncat(d, s, n)
#define strchr(s, c) o2c_c_strchr(s, c)
#define strrchr(s, c) o2c_c_strrchr(s, c)

#endif
