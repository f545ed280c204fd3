/** A notice's translation key, shown once by the page that starts after a lock, a logout or a wipe (sessionStorage). */
export const AFTER_RELOAD_NOTICE = "stepwise.noticeAfterReload";
