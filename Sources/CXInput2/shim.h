#ifndef SCROLLLAB_CXINPUT2_SHIM_H
#define SCROLLLAB_CXINPUT2_SHIM_H

/* Xlib and XInput 2 (libXi) for reading touchpad smooth scrolling under X11. Linux only: the
   package links this module only there. SDL_syswm.h gives the X display and window of an SDL
   window and the X event inside an SDL_SYSWMEVENT; the helpers below take SDL's pointers as
   `void *` so that Swift code using this module needs no SDL type from it. */
#include <SDL.h>
#include <SDL_syswm.h>
#include <X11/Xlib.h>
#include <X11/extensions/XInput2.h>

/* The X display and window of an SDL window; 0 when the window is not an X11 window. */
static inline int CXI2_WindowHandles(void *sdlWindow, Display **display, Window *window) {
    SDL_SysWMinfo info;
    SDL_VERSION(&info.version);
    if (!SDL_GetWindowWMInfo((SDL_Window *)sdlWindow, &info) || info.subsystem != SDL_SYSWM_X11) {
        return 0;
    }
    *display = info.info.x11.display;
    *window = info.info.x11.window;
    return 1;
}

/* The X event carried by an SDL_SYSWMEVENT's message, or NULL when it did not come from X11. */
static inline const XEvent *CXI2_MessageEvent(const void *message) {
    const SDL_SysWMmsg *msg = (const SDL_SysWMmsg *)message;
    return msg != NULL && msg->subsystem == SDL_SYSWM_X11 ? &msg->msg.x11.event : NULL;
}

/* Set by CXI2_RecordError: whether an X error came while it was installed. */
static int CXI2_hadError = 0;

static inline int CXI2_RecordError(Display *display, XErrorEvent *error) {
    (void)display;
    (void)error;
    CXI2_hadError = 1;
    return 0;
}

/* XIQueryDevice that returns NULL, instead of ending the process through Xlib's default error
   handler, when the device has gone meanwhile (BadDevice). The previous handler (SDL's) is restored. */
static inline XIDeviceInfo *CXI2_QueryDevice(Display *display, int device, int *count) {
    XSync(display, False);
    int (*previous)(Display *, XErrorEvent *) = XSetErrorHandler(CXI2_RecordError);
    XIDeviceInfo *info = XIQueryDevice(display, device, count);
    XSync(display, False);
    XSetErrorHandler(previous);
    return info;
}

/* XISelectEvents, waiting for the server's answer with errors ignored (the window may be gone).
   Returns 1 when the server accepted the selection. */
static inline int CXI2_SelectEvents(Display *display, Window window, XIEventMask *masks, int count) {
    XSync(display, False);
    CXI2_hadError = 0;
    int (*previous)(Display *, XErrorEvent *) = XSetErrorHandler(CXI2_RecordError);
    XISelectEvents(display, window, masks, count);
    XSync(display, False);
    XSetErrorHandler(previous);
    return !CXI2_hadError;
}

/* XInput 2's mask macros as functions. */
static inline int CXI2_MaskIsSet(const unsigned char *mask, int event) { return XIMaskIsSet(mask, event) != 0; }
static inline void CXI2_SetMask(unsigned char *mask, int event) { XISetMask(mask, event); }
/* Bytes of a mask that holds every XI 2.2 event type. */
static const int CXI2_MASK_LENGTH = XIMaskLen(XI_LASTEVENT);

#endif
