/* cuda_sim.h's stand-in: the host's own functions serve. */
