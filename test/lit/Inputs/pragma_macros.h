/* A portability header's _Pragma macros (test/lit/pragma_operator_host.c). */
#define HDR_STR(x) #x
#define HDR_PRAGMA(x) _Pragma(HDR_STR(x))
