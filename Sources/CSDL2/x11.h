#ifndef SCROLLLAB_CSDL2_X11_H
#define SCROLLLAB_CSDL2_X11_H

/* The three Xlib functions that SDLHost's X11ErrorHandlers needs, under names of our own bound to
   Xlib's symbols. <X11/Xlib.h> itself is not included: its names (Window, Font, Display...) would
   clash with the app's types in every Swift file of SDLHost. Signatures as in Xlib.h, where an
   error handler's second argument is an XErrorEvent pointer. */
struct _XDisplay;

typedef int (*CSDL2_XErrorHandler)(struct _XDisplay *display, void *event);
typedef int (*CSDL2_XIOErrorHandler)(struct _XDisplay *display);

extern CSDL2_XErrorHandler CSDL2_XSetErrorHandler(CSDL2_XErrorHandler handler) __asm__("XSetErrorHandler");
extern CSDL2_XIOErrorHandler CSDL2_XSetIOErrorHandler(CSDL2_XIOErrorHandler handler) __asm__("XSetIOErrorHandler");
extern char *CSDL2_XDisplayString(struct _XDisplay *display) __asm__("XDisplayString");

#endif
