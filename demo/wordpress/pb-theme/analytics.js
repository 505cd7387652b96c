// A stand-in for a statistics script: it marks the page when it runs (the consent tests look for it).
document.documentElement.dataset.analytics = 'ran';
