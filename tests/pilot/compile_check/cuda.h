// Stand-in for CUDA's cuda.h (compile checks only): the runtime declarations suffice for c10.
#pragma once
#include "cuda_runtime_api.h"
