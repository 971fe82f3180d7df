#ifndef SCROLLLAB_CSDL2_SHIM_H
#define SCROLLLAB_CSDL2_SHIM_H

#include <SDL.h>
#include <SDL_ttf.h>
#include <SDL_image.h>

/* Values that Swift cannot import from SDL's function-like or complex macros. */
static const int CSDL2_WINDOWPOS_CENTERED = SDL_WINDOWPOS_CENTERED;
static const Uint32 CSDL2_INIT_VIDEO = SDL_INIT_VIDEO;
static const Uint32 CSDL2_TOUCH_MOUSEID = SDL_TOUCH_MOUSEID;
static const Sint64 CSDL2_MOUSE_TOUCHID = SDL_MOUSE_TOUCHID;
/* SDL_PIXELFORMAT_ARGB8888 as a plain Uint32 (it imports as an enum struct). */
static const Uint32 CSDL2_PIXELFORMAT_ARGB8888 = SDL_PIXELFORMAT_ARGB8888;

static inline Uint32 CSDL2_ButtonMask(Uint32 button) { return SDL_BUTTON(button); }

/* SDL_MUSTLOCK as a function. */
static inline SDL_bool CSDL2_MustLock(const SDL_Surface *surface) {
    return SDL_MUSTLOCK(surface) ? SDL_TRUE : SDL_FALSE;
}

#endif
