/* A header whose member name the main file defines as a macro after its
 * #include (test/run/header_late_macro.c). */
typedef struct {
	int W; /* the main file's W is a macro after this header */
	int h;
} rect;
