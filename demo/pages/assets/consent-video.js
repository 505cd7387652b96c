/*
 * The embedded demo "video" (consent-video.html), standing in for a third-party player: it
 * sets the _pb_video marketing cookie when it loads, which is why the consent demo pages hold
 * its iframe back until marketing (or the video service) is allowed.
 */
document.cookie = '_pb_video=1; path=/; max-age=31536000; SameSite=Lax';
document.documentElement.dataset.videoLoaded = 'yes';
