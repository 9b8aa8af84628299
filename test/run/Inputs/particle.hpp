/* A class with member functions defined in it, overloads of one inline
 * function, and a function a macro calls: cxx_header_calls.cpp calls
 * them from device code. */
#ifndef PARTICLE_HPP
#define PARTICLE_HPP
#include <math.h>

inline float root3(float x) { return cbrtf(x); }
inline double root3(double x) { return cbrt(x); }

static inline int scaled_(int x, int k) { return x * k; }
#define SCALED(x) scaled_((x), 3)

class Particle {
public:
	void set(float pos, float vel) { p = pos; v = vel; }
	float speed() const { return fabsf(v); }
	float step(float dt) const;
	float p, v;
};

inline float Particle::step(float dt) const { return p + v * dt; }
#endif
